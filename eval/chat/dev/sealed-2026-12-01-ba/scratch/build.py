# -*- coding: utf-8 -*-
"""Build sealed-2026-12-01-ba from scratch/data.py.

Writes ../questions.jsonl, ../factual.jsonl, offtopic_ids.json, notes.md and
../README.md (the README embeds scratch/verify_output.txt when it exists).

Order before shuffling: languages ca, es, en; within a language questions by
kind (everyday with the 7 off-topic items last, specific, compound, typo) and
factual items content then reference. Questions are shuffled with
random.Random(20281217).shuffle, factual items with random.Random(20281218).shuffle,
then numbered q001..q336 and f001..f066 in shuffled order.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import data  # noqa: E402

LANGS = ["ca", "es", "en"]
KINDS = ["everyday", "specific", "compound", "typo"]
Q_SEED = 20281217
F_SEED = 20281218
SET_NAME = "sealed-2026-12-01-ba"


def assemble():
    """Return (questions, factual, offtopic_map, factual_meta) deterministically."""
    qrows = []  # (obj_without_id, offtopic_category or None)
    for lang in LANGS:
        block = data.QUESTIONS[lang]
        for text in block["everyday"]:
            qrows.append(({"lang": lang, "kind": "everyday", "text": text}, None))
        for cat, text in block["offtopic"]:
            qrows.append(({"lang": lang, "kind": "everyday", "text": text}, cat))
        for kind in ["specific", "compound", "typo"]:
            for text in block[kind]:
                qrows.append(({"lang": lang, "kind": kind, "text": text}, None))
    random.Random(Q_SEED).shuffle(qrows)
    questions = []
    offtopic = {lang: {} for lang in LANGS}
    for i, (obj, cat) in enumerate(qrows, 1):
        qid = "q%03d" % i
        questions.append({"id": qid, "lang": obj["lang"], "kind": obj["kind"], "text": obj["text"]})
        if cat is not None:
            offtopic[obj["lang"]][cat] = qid
    offtopic = {lang: {c: offtopic[lang][c] for c in data.OFFTOPIC_CATEGORIES} for lang in LANGS}

    frows = []
    for lang in LANGS:
        for group in ["content", "reference"]:
            for text, quantity, accept, unit, source in data.FACTUAL[lang][group]:
                frows.append((lang, group, text, quantity, list(accept), unit, source))
    random.Random(F_SEED).shuffle(frows)
    factual = []
    meta = []
    for i, (lang, group, text, quantity, accept, unit, source) in enumerate(frows, 1):
        fid = "f%03d" % i
        factual.append({"id": fid, "lang": lang, "text": text, "quantity": quantity,
                        "accept": accept, "unit": unit})
        meta.append({"id": fid, "lang": lang, "group": group, "source": source})
    return questions, factual, offtopic, meta


def jsonl_bytes(objs):
    return "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in objs).encode("utf-8")


def fmt_num(x):
    return ("%g" % x) if isinstance(x, float) else str(x)


def notes_text(factual, offtopic, meta):
    by_id = {m["id"]: m for m in meta}
    out = ["# Notes — %s" % SET_NAME, "",
           "Written from general knowledge only (no web search, no other evaluation set, "
           "no project code or data). Factual ranges are set to cover the reference values "
           "found in the named sources (USDA FoodData Central, BEDCA / Spanish composition "
           "tables, EFSA, WHO, AESAN, Spanish Ministry of Health, EU Regulations 1169/2011 "
           "and 1924/2006, ACSM, ISSN) and no more. Where the sources give a single legal or "
           "guideline figure, the range is that single figure.", "",
           "## Factual items: rationale and source of each range", "",
           "Groups: `content` = energy or nutrient content of a food/portion (basis and state "
           "stated in the question); `reference` = daily references, EU labelling rules and "
           "sport figures.", ""]
    for f in factual:
        m = by_id[f["id"]]
        lo, hi = f["accept"]
        out.append("- **%s** (%s, %s) — %s. Accept [%s, %s] %s. Source/rationale: %s"
                   % (f["id"], f["lang"], m["group"], f["quantity"], fmt_num(lo), fmt_num(hi),
                      f["unit"], m["source"]))
    out += ["", "## Off-topic items (kind `everyday` in questions.jsonl, unmarked there)", "",
            "One per category per language. Categories: weather, football (results), device "
            "(laptop or phone problem), translation, paperwork (taxes), travel, screen (films "
            "or series). Several mention food or fitness words on purpose.", "",
            "| lang | " + " | ".join(data.OFFTOPIC_CATEGORIES) + " |",
            "|---|" + "---|" * len(data.OFFTOPIC_CATEGORIES)]
    for lang in LANGS:
        out.append("| %s | " % lang + " | ".join(offtopic[lang][c] for c in data.OFFTOPIC_CATEGORIES) + " |")
    out.append("")
    return "\n".join(out)


def readme_text(verify_output):
    lines = [
        "# Sealed chat evaluation set — %s" % SET_NAME,
        "sealed: not to be read or tuned on before its first scoring",
        "",
        "## Date",
        "",
        "2026-12-01",
        "",
        "## Authorship",
        "",
        "Written by a helper session from general knowledge only, without having seen the "
        "coach's code, data, git history or any other evaluation set, and without web search.",
        "",
        "## Scope",
        "",
        "Held-out test messages for a chat nutrition coach (Telegram, Slack, WhatsApp) for "
        "healthy adults in Catalonia, including healthy older adults, with a Catalan / "
        "Mediterranean focus and general wellbeing guidance only (never medical advice). "
        "Messages are written natively in Catalan (`ca`), Spanish (`es`) and English (`en`), "
        "each language with its own situations; nothing is translated. Topics: everyday eating, "
        "Catalan and Mediterranean dishes, cooking and storage, shopping and budget, eating out, "
        "training and sports events, supplements at ordinary label doses (creatine, caffeine, "
        "whey, electrolytes, vitamin D, omega-3, magnesium), hydration, fibre/salt/sugar/fats, "
        "alcohol, sleep and shift work, vegetarian and vegan eating, seasonal produce, healthy "
        "older adults and small talk.",
        "",
        "## Files",
        "",
        "- `questions.jsonl` — 336 chat messages (112 per language).",
        "- `factual.jsonl` — 66 single-figure questions with accepted ranges (22 per language).",
        "- `scratch/data.py` — source text of every item, with the source and rationale of each factual range.",
        "- `scratch/build.py` — builds both JSONL files, `scratch/offtopic_ids.json`, `scratch/notes.md` and this README.",
        "- `scratch/verify.py` — checks everything below and self-tests its clinical-content scanner.",
        "- `scratch/offtopic_ids.json` — ids of the off-topic items by language and category.",
        "- `scratch/notes.md` — rationale and source of every factual range; off-topic ids.",
        "- `scratch/verify_output.txt` — the last verify run (reproduced below).",
        "",
        "## Fields",
        "",
        "- `questions.jsonl`: one object per line with keys in this order: `id` (`q001`…`q336`), "
        "`lang` (`ca`, `es`, `en`), `kind` (`everyday`, `specific`, `compound`, `typo`), `text`.",
        "- `factual.jsonl`: one object per line with keys in this order: `id` (`f001`…`f066`), "
        "`lang`, `text`, `quantity` (what the figure measures, in English), `accept` "
        "(`[low, high]`, inclusive), `unit` (one of kcal, g, g/day, mg, mg/day, L/day, mL, "
        "mL/kg, L/h, g/h, kg/week, times/week, g/kg/day, %).",
        "- Every line is exactly `json.dumps(obj, ensure_ascii=False)`, UTF-8, LF line endings, "
        "final newline, no blank lines, no duplicates.",
        "",
        "## Kinds and counts",
        "",
        "Per language (112): `everyday` 35 (including the 7 off-topic items), `specific` 35, "
        "`compound` 22, `typo` 20. Total 336.",
        "",
        "- `everyday`: ordinary questions and chat — everyday eating, habits, hydration, "
        "greetings, thanks, progress updates, motivation.",
        "- `specific`: a named food, dish, supplement, sports event, cooking, storage, shopping "
        "or label question.",
        "- `compound`: two things asked at once, or with personal context (age, weight, "
        "schedule, sport, household).",
        "- `typo`: as typed in chat — typos, abbreviations, lowercase; `ca` and `es` typo items "
        "carry no accents.",
        "- Texts are 3 words to 3 sentences.",
        "",
        "Factual (66): per language 11 energy or nutrient contents of common foods and portions "
        "(each stating its basis and whether raw, cooked or as sold) and 11 daily references, "
        "EU labelling rules and sport figures.",
        "",
        "## Off-topic rule",
        "",
        "Each language has exactly 7 harmless off-topic requests a nutrition coach cannot answer, "
        "one each: weather, football results, a laptop or phone problem, a translation, taxes or "
        "paperwork, travel, films or series. Some mention food or fitness words on purpose. They "
        "have kind `everyday` and nothing in `questions.jsonl` marks them; their ids are listed "
        "only in `scratch/offtopic_ids.json` and `scratch/notes.md`.",
        "",
        "## No-clinical rule",
        "",
        "No item contains clinical content: no diseases, medication, pregnancy, eating disorders, "
        "children or teenagers, symptoms, crash diets or very low intakes (under 1200 kcal). "
        "Supplements appear only at ordinary label doses for healthy adults. Every age mentioned "
        "is 18 or over. `scratch/verify.py` scans all texts (and the notes) with a Catalan / "
        "Spanish / English term list plus age and low-intake patterns, and self-tests that "
        "scanner on known positive and negative samples.",
        "",
        "## Build and seeds",
        "",
        "`python3 scratch/build.py` then `python3 scratch/verify.py`. Items are assembled in the "
        "order ca, es, en; within a language by kind (everyday with the off-topic items last, "
        "specific, compound, typo); factual items content then reference. Questions are shuffled "
        "with `random.Random(20281217).shuffle` and factual items with "
        "`random.Random(20281218).shuffle`, then numbered `q001`…`q336` and `f001`…`f066` in "
        "shuffled order. The build is deterministic; verify rebuilds in memory and compares bytes.",
        "",
        "## Verify output",
        "",
        "```",
        verify_output.rstrip("\n") if verify_output else "(not yet run)",
        "```",
        "",
    ]
    return "\n".join(lines)


def main():
    questions, factual, offtopic, meta = assemble()
    with open(os.path.join(ROOT, "questions.jsonl"), "wb") as fh:
        fh.write(jsonl_bytes(questions))
    with open(os.path.join(ROOT, "factual.jsonl"), "wb") as fh:
        fh.write(jsonl_bytes(factual))
    with open(os.path.join(HERE, "offtopic_ids.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(offtopic, ensure_ascii=False, indent=2) + "\n")
    with open(os.path.join(HERE, "notes.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(notes_text(factual, offtopic, meta))
    vpath = os.path.join(HERE, "verify_output.txt")
    vout = open(vpath, encoding="utf-8").read() if os.path.exists(vpath) else ""
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(readme_text(vout))
    print("wrote %d questions, %d factual" % (len(questions), len(factual)))


if __name__ == "__main__":
    main()
