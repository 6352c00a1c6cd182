#!/usr/bin/env python3
"""Verify the sealed chat evaluation set sealed-2026-12-01-aw. Prints one line per check."""
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import build  # noqa: E402

NAME = "sealed-2026-12-01-aw"
results = []


def check(name, ok, detail=""):
    results.append(ok)
    print("%s  %s%s" % ("PASS" if ok else "FAIL", name, (" -- " + detail) if detail else ""))


def fold(s):
    s = unicodedata.normalize("NFD", s.lower())
    return "".join(c for c in s if unicodedata.category(c) != "Mn")


def read_jsonl(path, keys):
    raw = open(path, "rb").read()
    problems = []
    try:
        txt = raw.decode("utf-8")
    except UnicodeDecodeError:
        return [], ["not UTF-8"]
    if "\r" in txt:
        problems.append("CR found")
    if not txt.endswith("\n"):
        problems.append("no final newline")
    if txt.endswith("\n\n"):
        problems.append("trailing blank line")
    objs = []
    for n, line in enumerate(txt.split("\n")[:-1], 1):
        if not line.strip():
            problems.append("blank line %d" % n)
            continue
        o = json.loads(line)
        if list(o.keys()) != keys:
            problems.append("key order line %d" % n)
        if json.dumps(o, ensure_ascii=False) != line:
            problems.append("not canonical json.dumps line %d" % n)
        objs.append(o)
    return objs, problems


# ---- clinical term list (ca / es / en), matched on accent-folded lowercase text ----
TERMS = [
    # en
    r"disease\w*", r"diabet\w*", r"cholesterol", r"hypertens\w*", r"blood pressure", r"cancer\w*",
    r"tumou?r\w*", r"medication\w*", r"medicine\w*", r"drugs?", r"pills?", r"tablets?", r"prescri\w*",
    r"pregnan\w*", r"breastfe\w*", r"lactat\w*", r"anorexi\w*", r"bulimi\w*", r"eating disorders?",
    r"binge\w*", r"purg\w*", r"child\w*", r"kids?", r"toddlers?", r"teen\w*", r"adolescen\w*",
    r"bab(y|ies)", r"infants?", r"symptom\w*", r"pain\w*", r"aches?", r"doctors?", r"diagnos\w*",
    r"allerg\w*", r"intoleran\w*", r"c(o)?eliac", r"ibs", r"reflux", r"kidneys?", r"liver",
    r"thyroid\w*", r"insulin\w*", r"gout", r"an(a)?emi\w*", r"fasting", r"detox\w*", r"cleanse",
    r"hospital\w*", r"pharmac\w*", r"patients?", r"illness\w*", r"sick\w*", r"nause\w*", r"cramps?",
    r"injur\w*", r"surgery", r"therap\w*", r"treatment\w*", r"clinic\w*", r"obes\w*", r"depress\w*",
    r"anxiety", r"hangover\w*", r"starv\w*", r"crash diet\w*", r"very low calorie",
    # es
    r"enfermedad\w*", r"enferm[oa]s?", r"colesterol", r"tension arterial", r"presion arterial",
    r"medicament\w*", r"medicacion\w*", r"pastillas?", r"farmac\w*", r"embaraz\w*", r"lactancia",
    r"trastorno\w*", r"atracon\w*", r"ninos?", r"ninas?", r"hij[oa]s?", r"sintoma\w*", r"dolor\w*",
    r"medic[oa]s?", r"alergi\w*", r"celiac\w*", r"rinon\w*", r"higado", r"tiroid\w*", r"ayun\w*",
    r"pacientes?", r"calambres?", r"lesion\w*", r"ansiedad", r"depresion", r"resaca\w*",
    r"dieta milagro", r"dieta de choque",
    # ca
    r"malalt\w*", r"pressio arterial", r"tensio arterial", r"medicacio\w*", r"pastill\w*",
    r"embaras\w*", r"lactacio", r"trastorn\w*", r"afartament\w*", r"nens?", r"nenes?", r"fills?",
    r"filles?", r"simptom\w*", r"metges?", r"metgessa", r"al.?lergi\w*", r"ronyo\w*",
    r"ronyons", r"fetge", r"tiroide\w*", r"dejun\w*", r"pacients?", r"rampes?", r"lesio\w*",
    r"ansietat", r"depressio", r"ressaca\w*", r"dieta miracle",
]
TERM_RE = [re.compile(r"(?<![\w])" + t + r"(?![\w])") for t in TERMS]
RAW_ONLY = [re.compile(r"\bbeb[éè]s?\b"), re.compile(r"\bnad(ó|ons)\b")]  # bebé/bebè, nadó: accented only (es "nado" = I swim)
LOW_KCAL_RE = re.compile(r"(\d{3,4})\s*(kcal|calories|calorias|calories|cal)\b")


def clinical_hits(text):
    f = fold(text)
    hits = [r.pattern for r in TERM_RE if r.search(f)]
    hits += [r.pattern for r in RAW_ONLY if r.search(text.lower())]
    for m in LOW_KCAL_RE.finditer(f):
        if int(m.group(1)) < 1200:
            hits.append("low intake " + m.group(0))
    return hits


# ---- files present ----
need = ["questions.jsonl", "factual.jsonl", "README.md", "scratch/build.py", "scratch/verify.py",
        "scratch/offtopic_ids.json", "scratch/notes.md"]
missing = [p for p in need if not os.path.isfile(os.path.join(OUT, p))]
check("all files present", not missing, ", ".join(missing))

# ---- questions ----
qs, probs = read_jsonl(os.path.join(OUT, "questions.jsonl"), ["id", "lang", "kind", "text"])
check("questions.jsonl format (UTF-8, LF, final newline, no blank lines, canonical json, key order)",
      not probs, "; ".join(probs[:5]))
check("questions: 336 lines", len(qs) == 336, str(len(qs)))
check("questions: ids q001..q336 in order", [q["id"] for q in qs] == ["q%03d" % i for i in range(1, 337)])
want = {"everyday": 35, "specific": 35, "compound": 22, "typo": 20}
bad = []
for lang in build.LANGS:
    n = sum(1 for q in qs if q["lang"] == lang)
    if n != 112:
        bad.append("%s=%d" % (lang, n))
    for kind, k in want.items():
        m = sum(1 for q in qs if q["lang"] == lang and q["kind"] == kind)
        if m != k:
            bad.append("%s/%s=%d" % (lang, kind, m))
check("questions: 112 per language; everyday 35, specific 35, compound 22, typo 20 each", not bad, ", ".join(bad))
check("questions: only langs ca/es/en and known kinds",
      all(q["lang"] in build.LANGS and q["kind"] in want for q in qs))

texts = [q["text"] for q in qs]
norm = [re.sub(r"\W+", " ", fold(t)).strip() for t in texts]
check("questions: no duplicate texts (exact)", len(set(texts)) == len(texts))
check("questions: no duplicate texts (case/accent/punctuation-folded)", len(set(norm)) == len(norm))

short, long_ = [], []
for q in qs:
    words = re.findall(r"[\w'’·-]+", q["text"])
    sents = [s for s in re.split(r"[.!?…]+(?:\s+|$)", q["text"].strip()) if s.strip()]
    if len(words) < 3:
        short.append(q["id"])
    if len(sents) > 4:
        long_.append(q["id"])
check("questions: at least 3 words each", not short, ", ".join(short))
check("questions: at most 4 sentences each", not long_, ", ".join(long_))
wc = [len(re.findall(r"[\w'’·-]+", t)) for t in texts]
print("      info: words per question min %d, max %d, mean %.1f" % (min(wc), max(wc), sum(wc) / len(wc)))

ACC = set("áàâäéèêëíìîïóòôöúùûüç")
typo_bad = []
for q in qs:
    if q["kind"] != "typo":
        continue
    if q["text"] != q["text"].lower():
        typo_bad.append(q["id"] + " not lowercase")
    if q["lang"] in ("ca", "es") and any(c in ACC for c in q["text"]):
        typo_bad.append(q["id"] + " has accent")
check("typo: lowercase; ca/es without accents", not typo_bad, ", ".join(typo_bad))

# ---- off-topic ----
ot = json.load(open(os.path.join(OUT, "scratch/offtopic_ids.json"), encoding="utf-8"))
byid = {q["id"]: q for q in qs}
_, _, ot_build, _ = build.build()
ok = (isinstance(ot, list) and len(ot) == 21 and len(set(ot)) == 21 and all(i in byid for i in ot)
      and all(byid[i]["kind"] == "everyday" for i in ot)
      and all(sum(1 for i in ot if byid[i]["lang"] == lang) == 7 for lang in build.LANGS))
check("off-topic: 21 ids, 7 per language, all kind everyday", ok)
cats_ok = sorted(i for i, _, _ in ot_build) == sorted(ot) and all(
    sorted(c for i, l, c in ot_build if l == lang) == sorted(build.OFFTOPIC_CATS) for lang in build.LANGS)
check("off-topic: one each of weather, football, device, translation, paperwork, travel, films/series per language", cats_ok)
check("off-topic: ids not marked inside questions.jsonl (keys are id, lang, kind, text only)",
      all(list(q.keys()) == ["id", "lang", "kind", "text"] for q in qs))

# ---- order and seeds ----
qb, fb, _, meta = build.build()
check("questions.jsonl equals build order ca,es,en x everyday(off-topic last),specific,compound,typo "
      "shuffled with Random(%d)" % build.Q_SEED, qb == qs)

# ---- factual ----
fs, probs = read_jsonl(os.path.join(OUT, "factual.jsonl"), ["id", "lang", "text", "quantity", "accept", "unit"])
check("factual.jsonl format (UTF-8, LF, final newline, no blank lines, canonical json, key order)",
      not probs, "; ".join(probs[:5]))
check("factual: 66 lines, 22 per language", len(fs) == 66 and all(
    sum(1 for f in fs if f["lang"] == lang) == 22 for lang in build.LANGS))
check("factual: ids f001..f066 in order", [f["id"] for f in fs] == ["f%03d" % i for i in range(1, 67)])
check("factual.jsonl equals build order shuffled with Random(%d)" % build.F_SEED, fb == fs)
bad = [f["id"] for f in fs if f["unit"] not in build.UNITS]
check("factual: unit in allowed list", not bad, ", ".join(bad))
bad = [f["id"] for f in fs if not (isinstance(f["accept"], list) and len(f["accept"]) == 2
       and all(isinstance(x, (int, float)) for x in f["accept"]) and f["accept"][0] <= f["accept"][1]
       and f["accept"][0] > 0)]
check("factual: accept is [low, high] with 0 < low <= high", not bad, ", ".join(bad))
bad = [f["id"] for f in fs if not f["quantity"].isascii() or len(f["quantity"].split()) < 4]
check("factual: quantity is an English description", not bad, ", ".join(bad))
check("factual: no duplicate texts", len({f["text"] for f in fs}) == 66)
BASIS = re.compile(r"100 ?g|100 ?ml|\d+ ?g\b|\d+ ?ml\b|per kg|por kg|per kg|\bkg\b|al dia|per dia|a la setmana|"
                   r"per setmana|per hora|por hora|per hour|per day|a day|por semana|a la semana|por toma|"
                   r"per gram|per gram|per portion|per serving|single dose|% of|percentage|porcentaje|"
                   r"per cada|por cada|\bue\b|unitat|each", re.I)
bad = [f["id"] for f in fs if not BASIS.search(fold(f["text"]))]
check("factual: text states its basis (per 100 g / portion / day / kg / hour / week / rule)", not bad, ", ".join(bad))
STATE = re.compile(r"\b(crus?|crua|crues|cuit\w*|bullit\w*|en cru|sense cuinar|crud[oa]s?|en crudo|cocid[oa]s?|"
                   r"hervid[oa]s?|sin cocinar|raw|cooked|uncooked|not cooked|roasted|boiled|dry)\b")
foodmeta = {m["id"]: m["food"] for m in meta}
nfood = {lang: sum(1 for f in fs if f["lang"] == lang and foodmeta[f["id"]]) for lang in build.LANGS}
check("factual: about half food composition (11 of 22 per language)", all(v == 11 for v in nfood.values()), str(nfood))
bad = [f["id"] for f in fs if foodmeta[f["id"]] and not STATE.search(fold(f["text"]))]
check("factual: food items say raw or cooked", not bad, ", ".join(bad))
notes = open(os.path.join(OUT, "scratch/notes.md"), encoding="utf-8").read()
bad = [f["id"] for f in fs if ("**%s**" % f["id"]) not in notes]
check("notes.md gives a source for every factual id", not bad, ", ".join(bad))

# ---- clinical scan ----
hits = []
for o in qs + fs:
    for h in clinical_hits(o["text"]) + (clinical_hits(o["quantity"]) if "quantity" in o else []):
        hits.append("%s:%s" % (o["id"], h))
check("no clinical terms (ca/es/en list of %d patterns) in any text" % (len(TERMS) + len(RAW_ONLY)),
      not hits, ", ".join(hits))

# ---- README ----
readme = open(os.path.join(OUT, "README.md"), encoding="utf-8").read().split("\n")
check("README first two lines", readme[:2] == ["# Sealed chat evaluation set — %s" % NAME,
                                              "sealed: not to be read or tuned on before its first scoring"])

print("%d/%d checks passed" % (sum(results), len(results)))
sys.exit(0 if all(results) else 1)
