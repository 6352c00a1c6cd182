"""Build questions.jsonl, factual.jsonl and scratch/offtopic_ids.json from items.py.

Order before shuffling: language ca, es, en; inside each language by kind
(everyday with its 7 off-topic items at the end, specific, compound, typo).
Questions are shuffled with random.Random(20281205).shuffle, factual items with
random.Random(20281206).shuffle, then numbered q001.., f001...
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import items  # noqa: E402

LANGS = ["ca", "es", "en"]
KINDS = ["everyday", "specific", "compound", "typo"]
Q_SEED = 20281205
F_SEED = 20281206


def ordered_questions():
    out = []
    for lang in LANGS:
        for kind in KINDS:
            texts = items.QUESTIONS[lang][kind]
            for i, t in enumerate(texts):
                off = kind == "everyday" and i >= len(texts) - items.N_OFFTOPIC
                out.append({"lang": lang, "kind": kind, "text": t, "_off": off})
    return out


def ordered_factual():
    out = []
    for lang in LANGS:
        for text, qty, acc, unit, key in items.FACTUAL[lang]:
            out.append({"lang": lang, "text": text, "quantity": qty,
                        "accept": acc, "unit": unit, "_key": key})
    return out


def built():
    qs = ordered_questions()
    random.Random(Q_SEED).shuffle(qs)
    q_rows, off_ids = [], []
    for n, q in enumerate(qs, 1):
        qid = f"q{n:03d}"
        q_rows.append({"id": qid, "lang": q["lang"], "kind": q["kind"], "text": q["text"]})
        if q["_off"]:
            off_ids.append(qid)
    fs = ordered_factual()
    random.Random(F_SEED).shuffle(fs)
    f_rows, f_keys = [], {}
    for n, f in enumerate(fs, 1):
        fid = f"f{n:03d}"
        f_rows.append({"id": fid, "lang": f["lang"], "text": f["text"], "quantity": f["quantity"],
                       "accept": f["accept"], "unit": f["unit"]})
        f_keys[fid] = f["_key"]
    return q_rows, sorted(off_ids), f_rows, f_keys


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    q_rows, off_ids, f_rows, f_keys = built()
    write_jsonl(os.path.join(DIR, "questions.jsonl"), q_rows)
    write_jsonl(os.path.join(DIR, "factual.jsonl"), f_rows)
    with open(os.path.join(HERE, "offtopic_ids.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(off_ids, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "factual_id_keys.json"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(f_keys, ensure_ascii=False, indent=1) + "\n")
    print(f"wrote {len(q_rows)} questions, {len(f_rows)} factual, {len(off_ids)} off-topic ids")


if __name__ == "__main__":
    main()
