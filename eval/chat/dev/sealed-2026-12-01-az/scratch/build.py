"""Build sealed-2026-12-01-az from scratch/data.py.

Writes ../questions.jsonl, ../factual.jsonl, offtopic_ids.json and notes.md.
Order before shuffling: languages ca, es, en; within a language by kind
(everyday with the off-topic items last, specific, compound, typo); factual
per language food items first, then reference items.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import data  # noqa: E402

Q_SEED = 20281215
F_SEED = 20281216
SET_NAME = "sealed-2026-12-01-az"


def ordered_questions():
    """Questions in build order, plus {text: (lang, category)} for off-topic."""
    items, offcat = [], {}
    for lang in data.LANGS:
        q = data.QUESTIONS[lang]
        for text in q["everyday"]:
            items.append({"lang": lang, "kind": "everyday", "text": text})
        for cat, text in q["offtopic"]:
            items.append({"lang": lang, "kind": "everyday", "text": text})
            offcat[text] = (lang, cat)
        for kind in ("specific", "compound", "typo"):
            for text in q[kind]:
                items.append({"lang": lang, "kind": kind, "text": text})
    return items, offcat


def ordered_factual():
    items = []
    for lang in data.LANGS:
        for group in ("food", "ref"):
            for f in data.FACTUAL[lang]:
                if f["group"] == group:
                    items.append(dict(f, lang=lang))
    return items


def build():
    qs, offcat = ordered_questions()
    random.Random(Q_SEED).shuffle(qs)
    questions = []
    offtopic = {lang: {} for lang in data.LANGS}
    for i, q in enumerate(qs, 1):
        qid = "q%03d" % i
        questions.append({"id": qid, "lang": q["lang"], "kind": q["kind"], "text": q["text"]})
        if q["text"] in offcat:
            lang, cat = offcat[q["text"]]
            offtopic[lang][cat] = qid
    offtopic = {lang: {cat: offtopic[lang][cat] for cat in data.OFFTOPIC_CATEGORIES}
                for lang in data.LANGS}

    fs = ordered_factual()
    random.Random(F_SEED).shuffle(fs)
    factual, fmeta = [], []
    for i, f in enumerate(fs, 1):
        fid = "f%03d" % i
        factual.append({"id": fid, "lang": f["lang"], "text": f["text"],
                        "quantity": f["quantity"], "accept": f["accept"], "unit": f["unit"]})
        fmeta.append(dict(f, id=fid))

    q_text = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in questions)
    f_text = "".join(json.dumps(o, ensure_ascii=False) + "\n" for o in factual)
    off_text = json.dumps(offtopic, ensure_ascii=False, indent=2) + "\n"
    notes = make_notes(fmeta, offtopic)
    return q_text, f_text, off_text, notes


def fmt_num(x):
    return ("%g" % x)


def make_notes(fmeta, offtopic):
    out = []
    out.append("# Notes for %s\n" % SET_NAME)
    out.append("Working notes written by the build script from scratch/data.py. "
               "All factual ranges were set from general knowledge of the named "
               "reference sources; no web search was used.\n")
    out.append("## Method for factual ranges\n")
    out.append("- Food items (11 per language): the range spans the main reference "
               "values for the stated portion and state (USDA FoodData Central and "
               "BEDCA / Spanish food composition tables), with a small margin for "
               "rounding and natural variation, and no more.\n"
               "- Reference items (11 per language): exact legal or published figures "
               "(EU Regulations 1169/2011 and 1924/2006, EFSA, WHO, AESAN) are given as "
               "a single-value range; where the source itself gives a range "
               "(ACSM, ISSN) the accept range is exactly that range.\n")
    out.append("## Factual items (by id)\n")
    out.append("| id | lang | group | quantity | accept | unit | source | rationale |")
    out.append("|---|---|---|---|---|---|---|---|")
    for f in fmeta:
        out.append("| %s | %s | %s | %s | [%s, %s] | %s | %s | %s |" % (
            f["id"], f["lang"], f["group"], f["quantity"],
            fmt_num(f["accept"][0]), fmt_num(f["accept"][1]), f["unit"],
            f["source"], f["why"]))
    out.append("")
    out.append("## Off-topic ids by language and category\n")
    out.append("These 7 items per language have kind `everyday` in questions.jsonl; "
               "nothing in that file marks them. Some mention food or fitness words on purpose.\n")
    out.append("| lang | " + " | ".join(data.OFFTOPIC_CATEGORIES) + " |")
    out.append("|---|" + "---|" * len(data.OFFTOPIC_CATEGORIES))
    for lang in data.LANGS:
        out.append("| %s | " % lang + " | ".join(offtopic[lang][c] for c in data.OFFTOPIC_CATEGORIES) + " |")
    out.append("")
    return "\n".join(out)


def main():
    q_text, f_text, off_text, notes = build()
    for path, text in ((os.path.join(ROOT, "questions.jsonl"), q_text),
                       (os.path.join(ROOT, "factual.jsonl"), f_text),
                       (os.path.join(HERE, "offtopic_ids.json"), off_text),
                       (os.path.join(HERE, "notes.md"), notes)):
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
        print("wrote", os.path.relpath(path, ROOT))


if __name__ == "__main__":
    main()
