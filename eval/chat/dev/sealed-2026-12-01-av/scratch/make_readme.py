"""Write README.md, run verify.py, and embed its output in README.md."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.dirname(HERE)

BODY = """# Sealed chat evaluation set — sealed-2026-12-01-av
sealed: not to be read or tuned on before its first scoring

- **Set name:** sealed-2026-12-01-av
- **Date:** 2026-12-01
- **Authorship:** written by a helper session from general knowledge only — no web search, and without
  having seen the coach's code, data, prompts or any other evaluation set.
- **Audience:** the chat nutrition coach reached by Telegram, Slack and WhatsApp in Catalonia, for healthy
  adults (including healthy older adults), with a Catalan/Mediterranean focus. The coach answers in Catalan
  and English; users also write in Spanish. General wellbeing only, never medical advice.

## Files and fields

| file | lines | fields (in this order) |
|---|---|---|
| `questions.jsonl` | 336 | `id` (q001..q336), `lang` (ca/es/en), `kind`, `text` |
| `factual.jsonl` | 66 | `id` (f001..f066), `lang`, `text`, `quantity` (what the figure measures, in English), `accept` ([low, high], inclusive), `unit` |
| `scratch/offtopic_ids.json` | — | JSON list of the 21 off-topic question ids (recorded only here) |
| `scratch/notes.md` | — | rationale and sources for every factual range; off-topic categories |
| `scratch/data_questions.py`, `scratch/data_factual.py` | — | source items |
| `scratch/build.py` | — | builds the files above |
| `scratch/verify.py` | — | checks everything listed below |
| `scratch/make_readme.py` | — | writes this README and embeds the verify output |
| `scratch/factual_meta.json` | — | per-item category and range note (build by-product) |

Each line of the `.jsonl` files is exactly `json.dumps(obj, ensure_ascii=False)`, UTF-8, LF line ends,
final newline.

Allowed `unit` values: kcal, g, g/day, mg, mg/day, L/day, mL, mL/kg, L/h, g/h, kg/week, times/week,
g/kg/day, %. The set uses 14 distinct units.

## Kinds (questions.jsonl)

Per language (ca, es, en — 112 each, each written natively, not translated from one another):

- `everyday` (35): ordinary questions and chat — everyday eating, habits, hydration, small talk
  (greetings, thanks, progress updates, motivation). Includes the 7 off-topic items.
- `specific` (35): about a named food, dish, supplement, sports event, cooking, storage, shopping or
  label question.
- `compound` (22): two things asked at once, or with personal context (age, weight, schedule, sport,
  household).
- `typo` (20): written as people type in chat — typos, no accents, abbreviations, lowercase.

Topics covered: everyday eating, Catalan/Mediterranean food and dishes, cooking and storage, shopping and
budget, eating out, training and sports events (races, gym, cycling, hiking, swimming, team sports),
supplements at ordinary label doses for healthy adults (creatine, caffeine, whey, electrolytes, vitamin D,
omega-3, magnesium), hydration, fibre/salt/sugar/fats, alcohol, sleep and shift work, vegetarian/vegan
eating, seasonal produce, healthy older adults, and small talk. Length ranges from 3 words to 3–4
sentences.

## factual.jsonl

66 items, 22 per language, each asking for exactly one figure and stating its basis (per 100 g, per
portion of N g, per day, per kg, per hour, per week) and, for foods, the raw/cooked state. About half
(34) are energy or nutrient contents of common foods and portions; the rest are daily references (fibre,
salt, water, free sugars, protein per kg for a given weight and goal, caffeine, alcohol units, EPA+DHA,
magnesium upper level), EU labelling rules and sport figures (carbohydrate per hour, fluid per hour,
pre-exercise and post-exercise fluid, carbohydrate loading, creatine, post-exercise protein). `accept`
ranges cover reputable reference values (USDA FoodData Central / BEDCA for foods; EFSA, WHO, AESAN,
ISSN, ACSM, EU labelling rules for recommendations) and no more; each range is explained in
`scratch/notes.md`.

## Off-topic rule

Exactly 7 `everyday` items per language are harmless off-topic requests a nutrition coach cannot answer,
one each: weather, football results, a laptop or phone problem, a translation, taxes or paperwork, travel,
films or series. Some mention food or fitness words. Their ids are recorded only in
`scratch/offtopic_ids.json` (categories in `scratch/notes.md`); nothing in `questions.jsonl` marks them.
The expected behaviour is a polite decline/redirect, not an answer.

## No-clinical rule

No clinical content at all: no diseases, medication, pregnancy, eating disorders, children or teenagers,
symptoms, crash diets or very low intakes. Supplements appear only at ordinary label doses for healthy
adults. `verify.py` scans every text in both files against a ca/es/en term list for this.

## Seeds and ordering

Items were assembled in language order ca, es, en; within each language by kind: everyday (with the 7
off-topic items at the end of the everyday block), specific, compound, typo. Questions were shuffled with
`random.Random(20281207).shuffle`, factual items with `random.Random(20281208).shuffle`, and then
numbered q001..q336 and f001..f066. `verify.py` inverts both shuffles and checks the original order.

## Counts

- questions.jsonl: 336 = 3 languages x 112; per language everyday 35 (7 off-topic), specific 35,
  compound 22, typo 20
- factual.jsonl: 66 = 3 languages x 22; 14 distinct units
- off-topic ids: 21 (7 per language)
- no duplicate texts across both files (lower-cased, whitespace-collapsed)

## Verify output

Command: `python3 scratch/verify.py`

```
{VERIFY}
```
"""


def write(verify_text):
    with open(os.path.join(DIR, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(BODY.replace("{VERIFY}", verify_text.rstrip("\n")))


def run_verify():
    r = subprocess.run([sys.executable, os.path.join(HERE, "verify.py")], capture_output=True, text=True)
    return r.stdout + r.stderr


if __name__ == "__main__":
    write("(pending)")
    out = run_verify()
    write(out)
    again = run_verify()
    print(again)
    print("README embeds identical output:", again == out)
