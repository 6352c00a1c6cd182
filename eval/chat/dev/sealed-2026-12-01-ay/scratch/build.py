"""Build questions.jsonl, factual.jsonl, scratch/offtopic_ids.json and scratch/notes.md.

Order before shuffling: language ca, es, en; within a language by kind
(everyday with the off-topic items last, specific, compound, typo).
Questions are shuffled with random.Random(20281213).shuffle, factual items with
random.Random(20281214).shuffle, and numbered after shuffling.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from data import F, KINDS, LANGS, Q  # noqa: E402

QUESTION_SEED = 20281213
FACTUAL_SEED = 20281214


def ordered_questions():
    """Question records in build order, before shuffling (with private fields)."""
    rows = []
    for lang in LANGS:
        for kind in KINDS:
            if kind == "everyday":
                for text in Q[lang]["everyday"]:
                    rows.append({"lang": lang, "kind": kind, "text": text, "_offtopic": None})
                for cat, text in Q[lang]["offtopic"]:
                    rows.append({"lang": lang, "kind": kind, "text": text, "_offtopic": cat})
            else:
                for text in Q[lang][kind]:
                    rows.append({"lang": lang, "kind": kind, "text": text, "_offtopic": None})
    return rows


def ordered_factual():
    rows = []
    for lang in LANGS:
        for item in F[lang]:
            rows.append(dict(item, lang=lang))
    return rows


def shuffled_questions():
    rows = ordered_questions()
    random.Random(QUESTION_SEED).shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        out.append(dict(r, id=f"q{i:03d}"))
    return out


def shuffled_factual():
    rows = ordered_factual()
    random.Random(FACTUAL_SEED).shuffle(rows)
    out = []
    for i, r in enumerate(rows, 1):
        out.append(dict(r, id=f"f{i:03d}"))
    return out


def public_question(r):
    return {"id": r["id"], "lang": r["lang"], "kind": r["kind"], "text": r["text"]}


def public_factual(r):
    return {"id": r["id"], "lang": r["lang"], "text": r["text"], "quantity": r["quantity"],
            "accept": r["accept"], "unit": r["unit"]}


def write_jsonl(path, objs):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for o in objs:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")


def main():
    qs = shuffled_questions()
    fs = shuffled_factual()
    write_jsonl(os.path.join(OUT, "questions.jsonl"), [public_question(r) for r in qs])
    write_jsonl(os.path.join(OUT, "factual.jsonl"), [public_factual(r) for r in fs])

    off = sorted(r["id"] for r in qs if r["_offtopic"])
    with open(os.path.join(HERE, "offtopic_ids.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(off, ensure_ascii=False) + "\n")

    lines = [
        "# Notes — sealed-2026-12-01-ay",
        "",
        "Written from general knowledge only (no web search, nothing in /work/main read apart from this folder).",
        "",
        "## Questions",
        "",
        "112 per language, each language written on its own with its own situations (no translation between them).",
        "Off-topic items (one per category and language: weather, football, device, translation, paperwork, travel,",
        "films/series) are the last seven everyday items of each language before shuffling; several mention food or",
        "sport words on purpose (a run, a picnic, a cooking series, a running watch). Their ids are in offtopic_ids.json.",
        "",
        "Off-topic ids by language and category:",
        "",
    ]
    for lang in LANGS:
        for r in sorted((r for r in qs if r["_offtopic"] and r["lang"] == lang), key=lambda r: r["id"]):
            lines.append(f"- {r['id']} ({lang}, {r['_offtopic']})")
    lines += [
        "",
        "## Factual ranges: rationale and sources",
        "",
        "Food values: USDA FoodData Central (SR Legacy / Foundation) and Spanish tables (BEDCA, Moreiras).",
        "Where tables disagree, the range covers the reputable values and little more. Reference values: EFSA DRVs,",
        "WHO guidelines, AESAN 2022, EU Regulations 1169/2011 and 1924/2006, ACSM/AND/DC 2016, ISSN position stands.",
        "",
    ]
    for r in sorted(fs, key=lambda r: r["id"]):
        lo, hi = r["accept"]
        lines.append(f"- **{r['id']}** ({r['lang']}) {r['quantity']}: accept [{lo}, {hi}] {r['unit']}. {r['note']}")
    lines.append("")
    with open(os.path.join(HERE, "notes.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines))
    print(f"wrote {len(qs)} questions, {len(fs)} factual items, {len(off)} off-topic ids")


if __name__ == "__main__":
    main()
