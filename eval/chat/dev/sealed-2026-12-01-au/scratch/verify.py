"""Verify the sealed set sealed-2026-12-01-au. Prints one PASS/FAIL line per check."""
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import build  # noqa: E402
import items  # noqa: E402

results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(f"{'PASS' if ok else 'FAIL'}  {name}" + (f"  -- {detail}" if detail and not ok else ""))


def read_lines(path):
    raw = open(path, "rb").read()
    txt = raw.decode("utf-8")  # raises if not UTF-8
    return raw, txt


def norm(s):
    return re.sub(r"\s+", " ", s.strip().lower())


LANGS = ["ca", "es", "en"]
KINDS = ["everyday", "specific", "compound", "typo"]
KIND_N = {"everyday": 35, "specific": 35, "compound": 22, "typo": 20}
UNITS = {"kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h", "g/h",
         "kg/week", "times/week", "g/kg/day", "%"}

# ---------------------------------------------------------------- files
for f in ["questions.jsonl", "factual.jsonl", "README.md", "scratch/offtopic_ids.json",
          "scratch/notes.md", "scratch/build.py", "scratch/items.py"]:
    check(f"file exists: {f}", os.path.isfile(os.path.join(DIR, f)))

parsed = {}
for fname in ["questions.jsonl", "factual.jsonl"]:
    raw, txt = read_lines(os.path.join(DIR, fname))
    check(f"{fname}: UTF-8, LF only, final newline", b"\r" not in raw and txt.endswith("\n") and not txt.endswith("\n\n"))
    lines = txt[:-1].split("\n")
    rows, exact = [], True
    for ln in lines:
        obj = json.loads(ln, object_pairs_hook=lambda p: p)
        d = dict(obj)
        rows.append((list(k for k, _ in obj), d))
        if json.dumps(d, ensure_ascii=False) != ln:
            exact = False
    check(f"{fname}: every line is exactly json.dumps(obj, ensure_ascii=False)", exact)
    parsed[fname] = rows

# ---------------------------------------------------------------- questions
qrows = parsed["questions.jsonl"]
qs = [d for _, d in qrows]
check("questions: 336 lines", len(qs) == 336, str(len(qs)))
check("questions: field order id, lang, kind, text",
      all(keys == ["id", "lang", "kind", "text"] for keys, _ in qrows))
check("questions: ids q001..q336 in order", [q["id"] for q in qs] == [f"q{i:03d}" for i in range(1, 337)])
check("questions: lang/kind values valid",
      all(q["lang"] in LANGS and q["kind"] in KINDS for q in qs))
check("questions: texts are non-empty strings",
      all(isinstance(q["text"], str) and q["text"].strip() == q["text"] and q["text"] for q in qs))
for lang in LANGS:
    n = sum(q["lang"] == lang for q in qs)
    check(f"questions: {lang} has 112", n == 112, str(n))
    for kind in KINDS:
        n = sum(q["lang"] == lang and q["kind"] == kind for q in qs)
        check(f"questions: {lang}/{kind} has {KIND_N[kind]}", n == KIND_N[kind], str(n))

# off-topic ids
off = json.load(open(os.path.join(HERE, "offtopic_ids.json"), encoding="utf-8"))
byid = {q["id"]: q for q in qs}
check("offtopic_ids.json: 21 unique ids, all exist", len(off) == 21 and len(set(off)) == 21 and all(i in byid for i in off))
check("offtopic_ids.json: all are kind everyday", all(byid[i]["kind"] == "everyday" for i in off if i in byid))
for lang in LANGS:
    n = sum(byid[i]["lang"] == lang for i in off if i in byid)
    check(f"offtopic_ids.json: 7 for {lang}", n == 7, str(n))
check("questions.jsonl carries no off-topic marker field", all(set(q) == {"id", "lang", "kind", "text"} for q in qs))

# source ordering, seeds, reproducibility
ordered = build.ordered_questions()
seq_ok = True
for lang in LANGS:
    sub = [o for o in ordered if o["lang"] == lang]
    kinds_seq = [o["kind"] for o in sub]
    if kinds_seq != sorted(kinds_seq, key=KINDS.index):
        seq_ok = False
    ev = [o for o in sub if o["kind"] == "everyday"]
    flags = [o["_off"] for o in ev]
    if flags != [False] * 28 + [True] * 7:
        seq_ok = False
langs_seq = [o["lang"] for o in ordered]
if langs_seq != sorted(langs_seq, key=LANGS.index):
    seq_ok = False
check("pre-shuffle order: ca, es, en; everyday(off-topic last), specific, compound, typo", seq_ok)
q_rows, off_ids, f_rows, _ = build.built()
check("questions.jsonl == rebuild with random.Random(20281205).shuffle", q_rows == qs)
check("offtopic_ids.json == rebuild", off_ids == off)

# ---------------------------------------------------------------- factual
frows = parsed["factual.jsonl"]
fs = [d for _, d in frows]
check("factual: 66 lines", len(fs) == 66, str(len(fs)))
check("factual: field order id, lang, text, quantity, accept, unit",
      all(keys == ["id", "lang", "text", "quantity", "accept", "unit"] for keys, _ in frows))
check("factual: ids f001..f066 in order", [f["id"] for f in fs] == [f"f{i:03d}" for i in range(1, 67)])
for lang in LANGS:
    n = sum(f["lang"] == lang for f in fs)
    check(f"factual: {lang} has 22", n == 22, str(n))
check("factual: accept is [low, high] numbers with low <= high",
      all(isinstance(f["accept"], list) and len(f["accept"]) == 2
          and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in f["accept"])
          and f["accept"][0] <= f["accept"][1] and f["accept"][0] > 0 for f in fs))
check("factual: unit in allowed list", all(f["unit"] in UNITS for f in fs),
      str(sorted({f["unit"] for f in fs} - UNITS)))
nu = len({f["unit"] for f in fs})
check(f"factual: at least 10 distinct units ({nu})", nu >= 10)
check("factual: quantity is English ASCII text", all(f["quantity"].isascii() and len(f["quantity"]) > 10 for f in fs))
check("factual: each text is one question ending with '?'",
      all(f["text"].endswith("?") and f["text"].count("?") == 1 for f in fs))
BASIS = re.compile(r"\d|al dia|al día|per day|a day|per hora|por hora|per hour|per setmana|por semana|"
                   r"per week|per kg|por kilo|per kilo|each kg|per serving|serving|unitat|unidad|unit\b|"
                   r"energ|by weight", re.I)
check("factual: each text states a portion/basis", all(BASIS.search(f["text"]) for f in fs))
check("factual.jsonl == rebuild with random.Random(20281206).shuffle", f_rows == fs)
energy_macro = sum(f["unit"] in ("kcal", "g") and f["accept"][1] < 1000 and
                   any(w in f["quantity"] for w in ("energy", "protein", "fat", "carbohydrate", "sugar", "fibre in"))
                   and "claim" not in f["quantity"] and "alcohol" not in f["quantity"]
                   and "whey" not in f["quantity"]
                   for f in fs)
check(f"factual: energy/macronutrients of foods about half ({energy_macro}/66)", 26 <= energy_macro <= 40)
notes = open(os.path.join(HERE, "notes.md"), encoding="utf-8").read()
keys = [k for lang in LANGS for *_, k in items.FACTUAL[lang]]
check("factual: every item's range explained in scratch/notes.md",
      all(f"`{k}`" in notes for k in keys), str([k for k in keys if f"`{k}`" not in notes]))
check("factual: notes keys unique", len(keys) == len(set(keys)))

# ---------------------------------------------------------------- both files
alltexts = [q["text"] for q in qs] + [f["text"] for f in fs]
normed = [norm(t) for t in alltexts]
dups = sorted({t for t in normed if normed.count(t) > 1})
check("no duplicate texts across both files (lower-cased, whitespace-collapsed)", not dups, str(dups[:3]))


def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if unicodedata.category(c) != "Mn")


CLINICAL = [
    r"diabet\w*", r"colesterol", r"cholesterol", r"hipertens\w*", r"hypertens\w*", r"tension arterial",
    r"blood pressure", r"pressio arterial", r"embaras\w*", r"embaraz\w*", r"pregnan\w*", r"lactan\w*",
    r"breastfeed\w*", r"medicament\w*", r"medication\w*", r"medicine\w*", r"medicina", r"farmac\w*",
    r"pharmac\w*", r"pastilla\w*", r"pills?", r"anorex\w*", r"bulimi\w*", r"trastorn\w*", r"trastorno\w*",
    r"eating disorder\w*", r"atracon\w*", r"binge eating", r"cancer", r"malalti\w*", r"enfermedad\w*",
    r"disease\w*", r"sintoma\w*", r"symptom\w*", r"metge\w*", r"medico\w*", r"doctor\w*", r"hospital\w*",
    r"nen", r"nens", r"nena", r"nenes", r"fill", r"fills", r"filla", r"filles", r"nets?", r"netes?",
    r"ninos?", r"ninas?", r"hijos?", r"hijas?", r"nietos?", r"child\w*", r"kids?", r"teen\w*",
    r"adolescen\w*", r"bebes?", r"baby", r"babies", r"crash diet\w*", r"dieta de choque",
    r"detox", r"dejuni\w* (?:de|de\s+)\d", r"ayuno prolongado", r"\d{3,4} ?kcal al dia",
    r"celiac\w*", r"celiaqu\w*", r"intoleran\w*", r"alerg\w*", r"alleg\w*", r"allerg\w*", r"al.lergi\w*", r"dolor\w*",
    r"pain", r"mareig", r"mareo\w*", r"dizz\w*", r"nause\w*", r"rampa", r"rampes", r"calambre\w*",
    r"cramp\w*", r"lesio\w*", r"lesion\w*", r"injur\w*", r"inflama\w*", r"inflamm\w*", r"ressaca",
    r"resaca", r"hangover", r"insomni\w*", r"ansietat", r"ansiedad", r"anxiety", r"depress\w*",
    r"kidney\w*", r"ronyo\w*", r"rinon\w*", r"liver", r"fetge", r"tiroide\w*", r"thyroid",
    r"osteopor\w*", r"sarcopen\w*", r"anemi\w*", r"anaemi\w*", r"glucosa", r"glucose", r"insulin\w*",
    r"reflu\w*", r"acidesa", r"acidez", r"heartburn", r"bloat\w*", r"inflor", r"hinchaz\w*",
    r"estreny\w*", r"estren\w*", r"constipa\w*", r"diarre\w*", r"diarrh\w*", r"melatonin\w*",
    r"operacio", r"cirurgia", r"cirugia", r"surgery", r"cansad\w*", r"cansat\w*", r"tired\w*",
    r"fatig\w*", r"esgotad\w*", r"agotad\w*", r"exhaust\w*", r"laxant\w*", r"laxative\w*",
]
CLIN_RE = re.compile(r"\b(?:" + "|".join(CLINICAL) + r")\b", re.I)
hits = [(t, m.group(0)) for t in alltexts for m in [CLIN_RE.search(strip_accents(t))] if m]
check("no clinical vocabulary (diseases, medication, pregnancy, eating disorders, children/teens, "
      "symptoms, crash diets) in any text", not hits, str(hits[:5]))

# supplement doses: any explicit dose mentioned must be ordinary
DOSE = re.compile(r"(\d+(?:[.,]\d+)?)\s?(mg|µg|mcg|ui|iu)\b", re.I)
dose_hits = [t for t in [q["text"] for q in qs] if DOSE.search(t)]
check("questions: no explicit supplement doses above label level (none stated)", not dose_hits, str(dose_hits[:3]))

# ---------------------------------------------------------------- length / style
def nwords(t):
    return len(t.split())


def nsent(t):
    parts = [p for p in re.split(r"(?<=[.!?])\s+", t.strip()) if re.search(r"\w", p)]
    return len(parts)


check("questions: every text has at least 3 words",
      all(nwords(q["text"]) >= 3 for q in qs), str([q["id"] for q in qs if nwords(q["text"]) < 3]))
check("questions: no text longer than 4 sentences",
      all(nsent(q["text"]) <= 4 for q in qs), str([q["id"] for q in qs if nsent(q["text"]) > 4]))
for lang in LANGS:
    sub = [q for q in qs if q["lang"] == lang]
    short = sum(nwords(q["text"]) <= 5 for q in sub)
    longs = sum(nsent(q["text"]) >= 3 for q in sub)
    check(f"questions: {lang} length varies (<=5 words: {short}, >=3 sentences: {longs})",
          short >= 8 and longs >= 6)
typo = [q for q in qs if q["kind"] == "typo"]
check("typo: all lower-case", all(q["text"] == q["text"].lower() for q in typo))
check("typo (ca, es): no accents or special letters",
      all(not re.search(r"[àèéíïòóúüáñç·¿¡]", q["text"]) for q in typo if q["lang"] in ("ca", "es")))
check("typo: no item ends in full formal punctuation (chat style)",
      all(not q["text"].endswith(".") for q in typo))
nontypo = [q for q in qs if q["kind"] != "typo"]
check("non-typo: start with a capital letter or symbol",
      all(not q["text"][0].islower() for q in nontypo))
check("es non-typo: every '?' has a matching opening '¿'",
      all(q["text"].count("¿") == q["text"].count("?") for q in nontypo if q["lang"] == "es"),
      str([q["id"] for q in nontypo if q["lang"] == "es" and q["text"].count("¿") != q["text"].count("?")]))

# ---------------------------------------------------------------- README
readme = open(os.path.join(DIR, "README.md"), encoding="utf-8").read().split("\n")
check("README: first line is the title", readme[0] == "# Sealed chat evaluation set — sealed-2026-12-01-au")
check("README: sealed line present",
      "sealed: not to be read or tuned on before its first scoring" in [l.strip() for l in readme[1:4]])

print()
print(f"{sum(results)}/{len(results)} checks passed")
print("verify: all PASS" if all(results) else "verify: FAIL")
sys.exit(0 if all(results) else 1)
