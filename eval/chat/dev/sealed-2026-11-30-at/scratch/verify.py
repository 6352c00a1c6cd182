#!/usr/bin/env python3
"""Verify sealed-2026-11-30-at. Prints PASS/FAIL per check and count tables."""
import json, os, re, sys
from collections import Counter
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["ca", "es", "en"]
KINDS = ["everyday", "specific", "compound", "typo"]
KIND_N = {"everyday": 35, "specific": 35, "compound": 22, "typo": 20}
UNITS = ["kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h", "g/h", "kg/week", "times/week"]
QKEYS = ["id", "lang", "kind", "text"]
FKEYS = ["id", "lang", "text", "quantity", "accept", "unit"]
results = []
def check(name, ok, detail=""):
    results.append((name, bool(ok), detail))

def load(path):
    objs, lines, bad = [], [], []
    with open(path, encoding="utf-8", newline="") as fh:
        raw = fh.read()
    lines = raw.split("\n")
    trailing_ok = lines[-1] == ""
    lines = lines[:-1] if trailing_ok else lines
    for n, ln in enumerate(lines, 1):
        try:
            o = json.loads(ln)
            objs.append(o)
            if json.dumps(o, ensure_ascii=False) != ln:
                bad.append(n)
        except Exception:
            bad.append(n); objs.append(None)
    return objs, lines, bad, trailing_ok, raw

qs, qlines, qbad, qtrail, qraw = load(os.path.join(OUT, "questions.jsonl"))
fs, flines, fbad, ftrail, fraw = load(os.path.join(OUT, "factual.jsonl"))
check("questions: JSON parses", all(o is not None for o in qs))
check("factual: JSON parses", all(o is not None for o in fs))
check("questions: byte-identical json.dumps lines, LF, final newline", not qbad and qtrail and "\r" not in qraw, f"bad lines {qbad[:5]}")
check("factual: byte-identical json.dumps lines, LF, final newline", not fbad and ftrail and "\r" not in fraw, f"bad lines {fbad[:5]}")
check("questions: 336 lines", len(qs) == 336, len(qs))
check("factual: 66 lines", len(fs) == 66, len(fs))
check("questions: exact keys in order", all(list(o.keys()) == QKEYS for o in qs))
check("factual: exact keys in order", all(list(o.keys()) == FKEYS for o in fs))
check("questions: sequential ids q001-q336", [o["id"] for o in qs] == [f"q{i:03d}" for i in range(1, 337)])
check("factual: sequential ids f001-f066", [o["id"] for o in fs] == [f"f{i:03d}" for i in range(1, 67)])
check("questions: lang values", all(o["lang"] in LANGS for o in qs))
check("factual: lang values", all(o["lang"] in LANGS for o in fs))
check("questions: kind values", all(o["kind"] in KINDS for o in qs))
ql = Counter(o["lang"] for o in qs)
check("questions: 112 per language", all(ql[l] == 112 for l in LANGS), dict(ql))
lk = Counter((o["lang"], o["kind"]) for o in qs)
check("questions: kind counts per language 35/35/22/20", all(lk[(l, k)] == KIND_N[k] for l in LANGS for k in KINDS))
fl = Counter(o["lang"] for o in fs)
check("factual: 22 per language", all(fl[l] == 22 for l in LANGS), dict(fl))
check("no empty text", all(isinstance(o["text"], str) and o["text"].strip() for o in qs + fs)
      and all(isinstance(o["quantity"], str) and o["quantity"].strip() for o in fs))
# off-topic
with open(os.path.join(HERE, "offtopic_ids.json"), encoding="utf-8") as fh:
    off = json.load(fh)
byid = {o["id"]: o for o in qs}
allids = [i for l in LANGS for i in off.get(l, [])]
ok = set(off.keys()) == set(LANGS) and len(allids) == len(set(allids)) == 21
ok = ok and all(len(off[l]) == 7 and all(i in byid and byid[i]["lang"] == l and byid[i]["kind"] == "everyday" for i in off[l]) for l in LANGS)
check("off-topic: 7 per language, all everyday", ok, {l: len(off.get(l, [])) for l in off})
# duplicates
norm = lambda t: re.sub(r"\s+", " ", t.strip().lower())
texts = [norm(o["text"]) for o in qs + fs]
dups = [t for t, c in Counter(texts).items() if c > 1]
check("no duplicate texts across both files", not dups, dups[:3])
# factual fields
num = lambda x: isinstance(x, (int, float)) and not isinstance(x, bool)
check("factual: accept is [low, high] numeric with low <= high",
      all(isinstance(o["accept"], list) and len(o["accept"]) == 2 and all(num(x) for x in o["accept"]) and o["accept"][0] <= o["accept"][1] for o in fs))
check("factual: units allowed", all(o["unit"] in UNITS for o in fs), sorted({o["unit"] for o in fs} - set(UNITS)))
units = Counter(o["unit"] for o in fs)
check("factual: >= 10 distinct units", len(units) >= 10, len(units))

# report
allpass = all(ok for _, ok, _ in results)
for name, ok, d in results:
    print(f"{'PASS' if ok else 'FAIL'}  {name}" + ("" if ok or d == "" else f"  [{d}]"))
print()
print("questions: lang x kind")
print("| lang | " + " | ".join(KINDS) + " | total |")
print("|---|" + "---|" * (len(KINDS) + 1))
for l in LANGS:
    print(f"| {l} | " + " | ".join(str(lk[(l, k)]) for k in KINDS) + f" | {ql[l]} |")
print("| all | " + " | ".join(str(sum(lk[(l, k)] for l in LANGS)) for k in KINDS) + f" | {len(qs)} |")
print()
print("factual: unit x lang")
ul = Counter((o["unit"], o["lang"]) for o in fs)
print("| unit | " + " | ".join(LANGS) + " | total |")
print("|---|" + "---|" * (len(LANGS) + 1))
for u in UNITS:
    if units[u]:
        print(f"| {u} | " + " | ".join(str(ul[(u, l)]) for l in LANGS) + f" | {units[u]} |")
print("| all | " + " | ".join(str(fl[l]) for l in LANGS) + f" | {len(fs)} |")
print(f"distinct units: {len(units)}")
print()
print("off-topic (within everyday) per language")
print("| lang | off-topic | everyday total |")
print("|---|---|---|")
for l in LANGS:
    print(f"| {l} | {len(off.get(l, []))} | {lk[(l, 'everyday')]} |")
print()
print("verify: all PASS" if allpass else "verify: FAIL")
sys.exit(0 if allpass else 1)
