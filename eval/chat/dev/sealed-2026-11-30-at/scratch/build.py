#!/usr/bin/env python3
"""Assemble questions.jsonl, factual.jsonl and scratch/offtopic_ids.json."""
import json, os, random, sys
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from items_q import Q, OFFTOPIC
from items_f import F

LANGS = ["ca", "es", "en"]
KINDS = ["everyday", "specific", "compound", "typo"]

# Questions: language order ca, es, en; within language by kind.
rows = []
for lang in LANGS:
    for kind in KINDS:
        texts = list(Q[lang][kind])
        if kind == "everyday":
            texts += OFFTOPIC[lang]          # off-topic items live inside everyday
        for t in texts:
            rows.append({"lang": lang, "kind": kind, "text": t,
                         "_off": kind == "everyday" and t in OFFTOPIC[lang]})
random.Random(20281203).shuffle(rows)
qs, off = [], {l: [] for l in LANGS}
for i, r in enumerate(rows, 1):
    qid = f"q{i:03d}"
    qs.append({"id": qid, "lang": r["lang"], "kind": r["kind"], "text": r["text"]})
    if r["_off"]:
        off[r["lang"]].append(qid)

# Factual: language order ca, es, en.
frows = []
for lang in LANGS:
    for text, quantity, accept, unit in F[lang]:
        frows.append({"lang": lang, "text": text, "quantity": quantity,
                      "accept": accept, "unit": unit})
random.Random(20281204).shuffle(frows)
fs = []
for i, r in enumerate(frows, 1):
    fs.append({"id": f"f{i:03d}", "lang": r["lang"], "text": r["text"],
               "quantity": r["quantity"], "accept": r["accept"], "unit": r["unit"]})

def write(path, objs):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for o in objs:
            fh.write(json.dumps(o, ensure_ascii=False) + "\n")

write(os.path.join(OUT, "questions.jsonl"), qs)
write(os.path.join(OUT, "factual.jsonl"), fs)
with open(os.path.join(HERE, "offtopic_ids.json"), "w", encoding="utf-8") as fh:
    json.dump(off, fh, ensure_ascii=False, indent=2)
    fh.write("\n")
print(len(qs), "questions;", len(fs), "factual;", {k: len(v) for k, v in off.items()}, "off-topic")
