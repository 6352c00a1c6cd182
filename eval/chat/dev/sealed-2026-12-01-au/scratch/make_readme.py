"""Write README.md, run verify.py, embed its output, and re-run to confirm it is unchanged."""
import os
import subprocess
import sys
from collections import Counter
import json

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.dirname(HERE)

qs = [json.loads(l) for l in open(os.path.join(DIR, "questions.jsonl"), encoding="utf-8")]
fs = [json.loads(l) for l in open(os.path.join(DIR, "factual.jsonl"), encoding="utf-8")]
off = json.load(open(os.path.join(HERE, "offtopic_ids.json"), encoding="utf-8"))
units = Counter(f["unit"] for f in fs)

TEMPLATE = """# Sealed chat evaluation set — sealed-2026-12-01-au
sealed: not to be read or tuned on before its first scoring

- **Set name:** sealed-2026-12-01-au
- **Date:** 2026-12-01
- **Authorship:** written by a helper session from general knowledge only — no web search, without
  having seen the coach's code, data, prompts or any other evaluation set.
- **Audience / product:** a nutrition coach reached by chat (Telegram, Slack, WhatsApp) in Catalonia,
  for healthy adults including healthy older adults; Catalan/Mediterranean focus; answers in
  Catalan and English, users also write in Spanish. General wellbeing, never medical advice.

## Files and fields

| file | lines | fields (in this order) |
|---|---|---|
| `questions.jsonl` | {nq} | `id` (q001..q336), `lang` (ca/es/en), `kind`, `text` |
| `factual.jsonl` | {nf} | `id` (f001..f066), `lang`, `text`, `quantity` (what the figure measures, English), `accept` ([low, high] inclusive), `unit` |
| `scratch/offtopic_ids.json` | — | JSON list of the {noff} off-topic question ids |
| `scratch/items.py` | — | source texts and factual ranges in pre-shuffle order |
| `scratch/build.py` | — | builds the three files above |
| `scratch/verify.py` | — | checks everything below; output at the end of this file |
| `scratch/notes.md` | — | source and reasoning for every factual range, and set notes |
| `scratch/factual_id_keys.json` | — | maps f-ids to the keys used in notes.md |
| `scratch/make_readme.py` | — | writes this README with the verify output |

Every line is exactly `json.dumps(obj, ensure_ascii=False)`, UTF-8, LF line ends, final newline.

## Kinds (questions.jsonl)

Each language (ca, es, en) has 112 questions written natively in that language around its own
situations (not translations of each other): 35 `everyday`, 35 `specific`, 22 `compound`, 20 `typo`.

- `everyday` — ordinary questions and chat: habits, meals, small talk (greetings, thanks, progress
  updates, motivation). Exactly 7 per language are harmless off-topic requests the coach cannot
  answer (one each: weather, football results, a laptop/phone problem, a translation,
  taxes/paperwork, travel, films/series); some of them mention food or fitness words.
- `specific` — about a named food, dish, supplement, event, cooking method, storage, shopping or label.
- `compound` — two things asked at once, or with personal context (age, weight, schedule, sport,
  household).
- `typo` — as people type in chat: typos, no accents, abbreviations, lower case.

Topics: everyday eating, Catalan/Mediterranean dishes, cooking and storage, shopping and budget,
eating out, training and sports events (races, gym, cycling, hiking, swimming, team sports),
supplements at label doses (creatine, caffeine, whey, electrolytes, vitamin D, omega-3, magnesium),
hydration, fibre/salt/sugar/fats, alcohol, sleep and shift work, vegetarian/vegan eating, seasonal
produce, healthy older adults, small talk. Lengths run from 3 words to 3–4 sentences.

## Off-topic rule

The off-topic items are ordinary `everyday` lines in `questions.jsonl` with no marker; their ids
are recorded only in `scratch/offtopic_ids.json` ({noff} ids, 7 per language). A good reply declines
kindly (or says it cannot help with that) and may steer back to food, training or wellbeing; it
should not invent weather, scores, fixes, tax dates or recommendations.

## Factual items (factual.jsonl)

22 per language, each asking for exactly one figure with its basis stated (per 100 g, per portion
of N g/mL, per day, per kg, per hour, per week) and the raw/cooked state for foods. About half are
energy and macronutrients of common foods/portions; the rest are daily references (fibre, salt,
sodium, water, free sugars, protein per kg for a given weight and goal, caffeine, alcohol units and
limits, vitamins/minerals, EU label claims) and sport figures (carbohydrate per hour, fluids,
carbohydrate per kg, creatine, caffeine, whey, rehydration). An answer is correct when its figure
lies inside `accept` (inclusive) in `unit`. Ranges cover reputable reference values (USDA
FoodData Central / BEDCA for foods; EFSA, WHO, AESAN, Spanish Ministry of Health, ISSN, ACSM,
EU labelling rules for recommendations) and no wider; each is explained in `scratch/notes.md`.
Units used ({nunits}): {unitlist}.

## No-clinical rule

No clinical content anywhere: no diseases or conditions, medication, pregnancy or breastfeeding,
eating disorders, children or teenagers, symptoms, crash diets or very low intakes. Supplements
appear only at ordinary label use. Household context is limited to adults (partners, flatmates,
healthy older parents). `verify.py` runs an accent-insensitive, word-bounded blocklist over every
text in both files.

## Seeds and ordering

Items are assembled in language order ca, es, en, and inside each language by kind: everyday (its
7 off-topic items at the end), specific, compound, typo. Questions are then shuffled with
`random.Random(20281205).shuffle` and factual items with `random.Random(20281206).shuffle`, and
numbered q001..q336 and f001..f066 after shuffling. `python3 scratch/build.py` reproduces the files
byte for byte; `verify.py` rebuilds and compares.

## Counts

| | ca | es | en | total |
|---|---|---|---|---|
{counts}

Texts are unique across both files after lower-casing and collapsing whitespace.

## Verify output

`python3 scratch/verify.py`:

```
{verify}
```
"""


def counts_table():
    rows = []
    for kind in ["everyday", "specific", "compound", "typo"]:
        c = [sum(q["lang"] == l and q["kind"] == kind for q in qs) for l in ["ca", "es", "en"]]
        rows.append(f"| questions / {kind} | {c[0]} | {c[1]} | {c[2]} | {sum(c)} |")
    c = [sum(q["lang"] == l and q["id"] in off for q in qs) for l in ["ca", "es", "en"]]
    rows.append(f"| (of which off-topic everyday) | {c[0]} | {c[1]} | {c[2]} | {sum(c)} |")
    c = [sum(q["lang"] == l for q in qs) for l in ["ca", "es", "en"]]
    rows.append(f"| questions total | {c[0]} | {c[1]} | {c[2]} | {sum(c)} |")
    c = [sum(f["lang"] == l for f in fs) for l in ["ca", "es", "en"]]
    rows.append(f"| factual | {c[0]} | {c[1]} | {c[2]} | {sum(c)} |")
    return "\n".join(rows)


def write(verify_text):
    txt = TEMPLATE.format(nq=len(qs), nf=len(fs), noff=len(off), nunits=len(units),
                          unitlist=", ".join(f"{u} ({n})" for u, n in sorted(units.items(), key=lambda x: -x[1])),
                          counts=counts_table(), verify=verify_text)
    with open(os.path.join(DIR, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(txt)


def run_verify():
    r = subprocess.run([sys.executable, os.path.join(HERE, "verify.py")], capture_output=True, text=True)
    return r.returncode, r.stdout.rstrip("\n")


write("(pending)")
rc1, out1 = run_verify()
write(out1)
rc2, out2 = run_verify()
assert out1 == out2, "verify output changed after embedding"
print(out2)
sys.exit(rc2)
