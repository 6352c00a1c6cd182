"""Build questions.jsonl, factual.jsonl, scratch/offtopic_ids.json and scratch/notes.md.

Order before shuffling: languages ca, es, en; within each language kinds everyday (off-topic items at
the end of everyday), specific, compound, typo. questions shuffled with random.Random(20281207),
factual with random.Random(20281208); ids assigned after shuffling.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from data_questions import QUESTIONS  # noqa: E402
from data_factual import FACTUAL  # noqa: E402

LANGS = ["ca", "es", "en"]
KINDS = ["everyday", "specific", "compound", "typo"]
Q_SEED = 20281207
F_SEED = 20281208


def dump(obj):
    return json.dumps(obj, ensure_ascii=False)


def build_questions():
    items = []
    for lang in LANGS:
        src = QUESTIONS[lang]
        for kind in KINDS:
            if kind == "everyday":
                for t in src["everyday"]:
                    items.append(dict(lang=lang, kind=kind, text=t, _off=None))
                for cat, t in src["offtopic"]:
                    items.append(dict(lang=lang, kind=kind, text=t, _off=cat))
            else:
                for t in src[kind]:
                    items.append(dict(lang=lang, kind=kind, text=t, _off=None))
    random.Random(Q_SEED).shuffle(items)
    out, off = [], {}
    for i, it in enumerate(items, 1):
        qid = f"q{i:03d}"
        out.append({"id": qid, "lang": it["lang"], "kind": it["kind"], "text": it["text"]})
        if it["_off"]:
            off[qid] = (it["lang"], it["_off"])
    return out, off


def build_factual():
    items = []
    for lang in LANGS:
        for f in FACTUAL[lang]:
            items.append(dict(lang=lang, **f))
    random.Random(F_SEED).shuffle(items)
    out, meta = [], []
    for i, it in enumerate(items, 1):
        fid = f"f{i:03d}"
        out.append({"id": fid, "lang": it["lang"], "text": it["text"], "quantity": it["quantity"],
                    "accept": it["accept"], "unit": it["unit"]})
        meta.append(dict(id=fid, lang=it["lang"], category=it["category"], note=it["note"],
                         quantity=it["quantity"], accept=it["accept"], unit=it["unit"]))
    return out, meta


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(dump(r) + "\n")


def fmt(x):
    return str(int(x)) if float(x).is_integer() else str(x)


def main():
    qs, off = build_questions()
    fs, meta = build_factual()
    write_jsonl(os.path.join(DIR, "questions.jsonl"), qs)
    write_jsonl(os.path.join(DIR, "factual.jsonl"), fs)
    with open(os.path.join(HERE, "offtopic_ids.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(dump(sorted(off)) + "\n")
    with open(os.path.join(HERE, "factual_meta.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump(meta, fh, ensure_ascii=False, indent=1)
        fh.write("\n")

    lines = [
        "# Notes — sealed-2026-12-01-av",
        "",
        "Written from general knowledge only (no web search, no access to the coach's code, data or other sets).",
        "Reference values below are recalled from USDA FoodData Central (SR Legacy / Foundation), BEDCA,",
        "EFSA dietary reference values and opinions, WHO guidelines, AESAN 2022 recommendations, ISSN and",
        "ACSM/AND/DC position stands, and EU Regulations 1169/2011, 1924/2006 and 432/2012.",
        "Ranges are inclusive; they cover the spread between reputable tables (and between total vs available",
        "carbohydrate conventions where relevant) and no more. Single-value ranges are fixed rules or",
        "official reference numbers.",
        "",
        "## Off-topic everyday items (7 per language, one per category)",
        "",
    ]
    for qid in sorted(off):
        lang, cat = off[qid]
        lines.append(f"- {qid} ({lang}): {cat}")
    lines += ["", "## Factual ranges", ""]
    for m in meta:
        lo, hi = m["accept"]
        lines.append(f"- **{m['id']}** ({m['lang']}, {m['category']}) {m['quantity']}: "
                     f"[{fmt(lo)}, {fmt(hi)}] {m['unit']} — {m['note']}")
    lines += ["", "## Category counts", ""]
    cats = {}
    for m in meta:
        cats[m["category"]] = cats.get(m["category"], 0) + 1
    for c in sorted(cats):
        lines.append(f"- {c}: {cats[c]}")
    lines += ["", "`food` = energy, macronutrients or micronutrients of common foods/portions (about half of the file).", ""]
    with open(os.path.join(HERE, "notes.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines))
    print(f"wrote {len(qs)} questions, {len(fs)} factual, {len(off)} off-topic ids")


if __name__ == "__main__":
    main()
