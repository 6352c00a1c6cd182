#!/usr/bin/env python3
"""Verify sealed-2026-12-01-as. Prints PASS/FAIL per check and counts tables (markdown)."""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LANGS = ["ca", "es", "en"]
KINDS = ["everyday", "specific", "compound", "typo"]
QKEYS = ["id", "lang", "kind", "text"]
FKEYS = ["id", "lang", "text", "quantity", "accept", "unit"]
UNITS = ["kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h", "g/h", "kg/week", "times/week"]
KIND_PER_LANG = {"everyday": 35, "specific": 35, "compound": 22, "typo": 20}

results = []


def check(name, ok, detail=""):
    results.append((name, bool(ok), detail))


def load(path):
    raw = open(path, "rb").read()
    text = raw.decode("utf-8")
    rows, parse_ok, ident_ok, bad = [], True, True, []
    for n, line in enumerate(text.split("\n")[:-1] if text.endswith("\n") else text.split("\n"), 1):
        try:
            obj = json.loads(line)
        except Exception as e:  # noqa
            parse_ok = False
            bad.append(f"line {n}: {e}")
            continue
        if json.dumps(obj, ensure_ascii=False) != line:
            ident_ok = False
            bad.append(f"line {n}: not byte-identical")
        rows.append(obj)
    return rows, parse_ok, ident_ok, text.endswith("\n"), bad


def norm(t):
    return re.sub(r"\s+", " ", t.strip().lower())


qpath = os.path.join(ROOT, "questions.jsonl")
fpath = os.path.join(ROOT, "factual.jsonl")
opath = os.path.join(HERE, "offtopic_ids.json")

Qr, qp, qi, qnl, qbad = load(qpath)
Fr, fp, fi, fnl, fbad = load(fpath)
check("questions.jsonl: JSON parses (UTF-8)", qp, "; ".join(qbad[:3]))
check("factual.jsonl: JSON parses (UTF-8)", fp, "; ".join(fbad[:3]))
check("questions.jsonl: lines byte-identical to json.dumps(ensure_ascii=False), final newline", qi and qnl)
check("factual.jsonl: lines byte-identical to json.dumps(ensure_ascii=False), final newline", fi and fnl)
check("questions.jsonl: 336 lines", len(Qr) == 336, str(len(Qr)))
check("factual.jsonl: 66 lines", len(Fr) == 66, str(len(Fr)))
check("questions: exact keys in order", all(list(r.keys()) == QKEYS for r in Qr))
check("factual: exact keys in order", all(list(r.keys()) == FKEYS for r in Fr))
check("questions: sequential ids q001-q336", [r.get("id") for r in Qr] == [f"q{i:03d}" for i in range(1, 337)])
check("factual: sequential ids f001-f066", [r.get("id") for r in Fr] == [f"f{i:03d}" for i in range(1, 67)])
check("questions: lang values in {ca,es,en}", all(r.get("lang") in LANGS for r in Qr))
check("factual: lang values in {ca,es,en}", all(r.get("lang") in LANGS for r in Fr))
check("questions: kind values allowed", all(r.get("kind") in KINDS for r in Qr))
check("questions: no empty text", all(isinstance(r.get("text"), str) and r["text"].strip() for r in Qr))
check("factual: no empty text or quantity", all(isinstance(r.get("text"), str) and r["text"].strip()
                                                 and isinstance(r.get("quantity"), str) and r["quantity"].strip() for r in Fr))

qlang = Counter(r.get("lang") for r in Qr)
check("questions: 112 per language", all(qlang[l] == 112 for l in LANGS), dict(qlang))
lk = Counter((r.get("lang"), r.get("kind")) for r in Qr)
check("questions: per language 35/35/22/20 everyday/specific/compound/typo",
      all(lk[(l, k)] == KIND_PER_LANG[k] for l in LANGS for k in KINDS))
flang = Counter(r.get("lang") for r in Fr)
check("factual: 22 per language", all(flang[l] == 22 for l in LANGS), dict(flang))

# off-topic
try:
    off = json.load(open(opath, encoding="utf-8"))
    byid = {r["id"]: r for r in Qr}
    off_ok_ids = isinstance(off, list) and len(off) == len(set(off)) and all(i in byid for i in off)
    off_lang = Counter(byid[i]["lang"] for i in off if i in byid)
    check("off-topic: ids exist, unique", off_ok_ids)
    check("off-topic: all kind everyday", all(byid[i]["kind"] == "everyday" for i in off if i in byid))
    check("off-topic: 7 per language", all(off_lang[l] == 7 for l in LANGS) and len(off) == 21, dict(off_lang))
except Exception as e:  # noqa
    off, off_lang = [], Counter()
    check("off-topic: file readable", False, str(e))

# duplicates across both files
allnorm = [norm(r.get("text", "")) for r in Qr] + [norm(r.get("text", "")) for r in Fr]
dups = [t for t, c in Counter(allnorm).items() if c > 1]
check("no duplicate texts across both files (lower-cased, whitespace-collapsed)", not dups, str(dups[:3]))

# accept and units
def accept_ok(a):
    return (isinstance(a, list) and len(a) == 2 and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in a)
            and a[0] <= a[1])

check("factual: accept is [low, high] numeric with low <= high", all(accept_ok(r.get("accept")) for r in Fr))
check("factual: units allowed", all(r.get("unit") in UNITS for r in Fr))
units_used = sorted({r.get("unit") for r in Fr}, key=UNITS.index)
check("factual: >= 10 distinct units", len(units_used) >= 10, str(len(units_used)))

# ---- output
allpass = all(ok for _, ok, _ in results)
for name, ok, detail in results:
    print(f"{'PASS' if ok else 'FAIL'}  {name}" + (f"  [{detail}]" if (detail and not ok) else ""))
print()
print("### Questions: lang × kind")
print()
print("| lang | " + " | ".join(KINDS) + " | total |")
print("|---|" + "---|" * (len(KINDS) + 1))
for l in LANGS:
    print(f"| {l} | " + " | ".join(str(lk[(l, k)]) for k in KINDS) + f" | {qlang[l]} |")
print("| total | " + " | ".join(str(sum(lk[(l, k)] for l in LANGS)) for k in KINDS) + f" | {len(Qr)} |")
print()
print("### Factual: unit × lang")
print()
fu = Counter((r.get("unit"), r.get("lang")) for r in Fr)
print("| unit | " + " | ".join(LANGS) + " | total |")
print("|---|" + "---|" * (len(LANGS) + 1))
for u in units_used:
    print(f"| {u} | " + " | ".join(str(fu[(u, l)]) for l in LANGS) + f" | {sum(fu[(u, l)] for l in LANGS)} |")
print("| total | " + " | ".join(str(flang[l]) for l in LANGS) + f" | {len(Fr)} |")
print()
print(f"Distinct units: {len(units_used)}")
print()
print("### Off-topic (within everyday) per language")
print()
print("| lang | off-topic | on-topic everyday |")
print("|---|---|---|")
for l in LANGS:
    print(f"| {l} | {off_lang[l]} | {lk[(l, 'everyday')] - off_lang[l]} |")
print()
print("verify: all PASS" if allpass else "verify: FAIL")
sys.exit(0 if allpass else 1)
