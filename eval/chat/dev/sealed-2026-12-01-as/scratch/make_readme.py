#!/usr/bin/env python3
"""Write ../README.md, embedding the output of verify.py."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
out = subprocess.run([sys.executable, os.path.join(HERE, "verify.py")], capture_output=True, text=True).stdout
checks, _, rest = out.partition("\n\n")
tables, _, final = rest.rpartition("\n\n")

readme = f"""# Sealed chat evaluation set — sealed-2026-12-01-as

sealed: not to be read or tuned on before its first scoring

- **Set name:** sealed-2026-12-01-as
- **Date:** 2026-12-01
- **Authorship:** all items written by a helper session from general knowledge only, without web search and without reading the project's code, data, shared material or any other evaluation set. Python was used only to assemble, shuffle, check and count.

## Audience

Users of a chat nutrition coach reached over Telegram, Slack or WhatsApp in Catalonia: healthy adults, including healthy older adults. Three languages, each written natively with its own situations (no item is a translation of another):

- `ca`: Catalan speakers;
- `es`: Spanish speakers writing as people do in Catalonia;
- `en`: English-speaking expats, students and remote workers in Barcelona.

Topics: everyday eating, Catalan/Mediterranean food, cooking and storage, shopping and budget, eating out, training and sports events, label-dose supplements, hydration, fibre/salt/sugar/fats, alcohol, sleep and shift work, vegetarian/vegan eating, seasonal produce, and small talk (greetings, thanks, progress updates, motivation).

## Files and fields

| file | lines | fields (in this order) |
|---|---|---|
| `questions.jsonl` | 336 | `id` (q001–q336), `lang` (ca/es/en), `kind` (everyday/specific/compound/typo), `text` |
| `factual.jsonl` | 66 | `id` (f001–f066), `lang`, `text`, `quantity` (what the figure measures, in English), `accept` (inclusive `[low, high]`), `unit` |
| `scratch/offtopic_ids.json` | — | list of the 21 question ids that are off-topic |
| `scratch/build.py` | — | the hand-written items and the assembly/shuffle/numbering |
| `scratch/verify.py` | — | the checks and counts below |
| `scratch/make_readme.py` | — | writes this README with the verify output |

Each line of both `.jsonl` files is exactly `json.dumps(obj, ensure_ascii=False)` (UTF-8).

Question kinds:

- `everyday`: ordinary questions and chat, including small talk and the off-topic items;
- `specific`: about a named food, dish, supplement, sports event, cooking, storage, shopping or label;
- `compound`: two things asked in one message, or a question with personal context (age, weight, schedule, sport, household);
- `typo`: written as people type in chat (typing errors, missing accents, abbreviations, lowercase).

Factual items each ask for exactly one figure and state the portion or the per-day / per-hour / per-kg / per-week basis, and the raw/cooked state for foods. `accept` ranges cover standard reference values (USDA FoodData Central and BEDCA for foods; EFSA, WHO, AESAN, ISSN, ACSM and EU labelling rules for recommendations). Where a question names a single source with a single value, the range is that value. Allowed units: kcal, g, g/day, mg, mg/day, L/day, mL, mL/kg, L/h, g/h, kg/week, times/week.

## Counts (computed by `scratch/verify.py`)

{tables}

## Off-topic rule

Within each language's 35 `everyday` items exactly 7 are harmless off-topic requests a nutrition coach cannot answer, one each about: the weather, football results, a laptop or phone problem, a translation, taxes, travel, and films or series. Some mention food or fitness words while still being outside the coach's remit. They are not labelled in the data; their ids are listed only in `scratch/offtopic_ids.json`.

## No-clinical-content rule

No item mentions diseases, medication, pregnancy, eating disorders, children or teenagers, or symptoms. Supplements (creatine, caffeine, whey, electrolytes, vitamin D, omega-3, B12, magnesium) appear only at ordinary label doses. Older adults appear only as healthy adults. No crash diets or very low intakes are proposed.

## Seeds and ordering

- Questions were built in language order ca, es, en and within each language by kind (everyday, specific, compound, typo; off-topic items at the end of each everyday block), then shuffled with `random.Random(20281201).shuffle` and numbered q001–q336.
- Factual items were built in language order ca, es, en, then shuffled with `random.Random(20281202).shuffle` and numbered f001–f066.
- Rebuild: `python3 scratch/build.py`; check: `python3 scratch/verify.py`; README: `python3 scratch/make_readme.py`.

## Verify output

```
{out.rstrip()}
```
"""
open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8").write(readme)
print(final.strip())
