"""Verify sealed-2026-12-01-az. Exit code 0 only if every check passes."""
import json
import os
import random
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import data  # noqa: E402

FAILS = []
N_CHECKS = [0]


def check(cond, msg):
    N_CHECKS[0] += 1
    if not cond:
        FAILS.append(msg)


LANGS = ["ca", "es", "en"]
KIND_COUNTS = {"everyday": 35, "specific": 35, "compound": 22, "typo": 20}
UNITS = {"kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h",
         "g/h", "kg/week", "times/week", "g/kg/day", "%"}
ACCENTS = set("áàâäéèêëíìîïóòôöúùûüÁÀÂÄÉÈÊËÍÌÎÏÓÒÔÖÚÙÛÜ")

# ---------------------------------------------------------------- scanner
# Regex fragments, matched case-insensitively. \b is used where a fragment
# could otherwise appear inside harmless words.
UNIVERSAL = [
    r"diabet", r"insulin", r"\bc[aàá]ncer", r"\btumou?r", r"cel[ií]ac", r"coeliac",
    r"\bcrohn", r"colitis", r"gastritis", r"[uú]lcer", r"reflu[xj]", r"anor[eè]x",
    r"bul[ií]mi", r"alzheimer", r"dem[eè]nci", r"dementia", r"hipertensi",
    r"hypertension", r"colesterol", r"cholesterol", r"osteoporo", r"arthritis",
    r"artritis", r"an[eè]mi", r"menopaus", r"fibromi[aà]lgi", r"sarcop[eè]ni",
    r"\bobes", r"hospital", r"\bquimio", r"chemo", r"ibuprof", r"paracetamol",
    r"omeprazol", r"\bstatins?\b", r"\bestatin", r"metformin", r"antibi[oò]tic", r"detox",
    r"\bIBS\b", r"\bPCOS\b", r"\bictus\b", r"infart", r"tiroid", r"thyroid",
    r"glucèmia", r"glucemia", r"\bvlcd\b", r"cl[ií]nic", r"clinical",
]
CA = [
    r"malalt", r"medicament", r"medicaci", r"f[aà]rmac", r"embar[aà]s", r"embarassad",
    r"lact[aà]nci", r"alletar", r"trastorn", r"afartament", r"s[ií]mptom", r"\bdolor",
    r"\bmal de (cap|panxa|ventre|est[oò]mac|gola)", r"\bmetge", r"diagn[oò]stic",
    r"tractament", r"\bfetge", r"\brony[oó]", r"acidesa", r"restrenyiment",
    r"estrenyiment", r"diarrea", r"n[aà]usea", r"\bmareig", r"marejad", r"migranya",
    r"depressi", r"ansietat", r"insomni", r"sobrep[eè]s", r"\blesi[oó]", r"lesionat",
    r"cirurgi", r"\boperaci[oó]", r"\bnen(a|s|es)?\b", r"\bfill(a|s|es)?\b",
    r"criatur", r"\bcanalla\b", r"\bnad[oó]", r"\bbeb[eè]", r"adolescen",
    r"\binfant", r"menor d'edat", r"\bescola\b", r"inflamaci", r"\brampes?\b",
    r"pressi[oó] arterial", r"tensi[oó] alta", r"sucre a la sang", r"dieta miracle",
    r"\bdejuni prolongat",
]
ES = [
    r"enferm", r"medicament", r"medicaci", r"f[aá]rmaco", r"embaraz", r"lactancia",
    r"amamant", r"trastorno", r"atrac[oó]n", r"\bpurga", r"laxante", r"diur[eé]tic",
    r"s[ií]ntoma", r"\bdolor", r"\bme duele", r"\bm[eé]dic[oa]", r"diagn[oó]stic",
    r"tratamiento", r"h[ií]gado", r"ri[ñn][oó]n", r"\bacidez", r"estre[ñn]imiento",
    r"diarrea", r"n[aá]usea", r"\bmareo", r"migra[ñn]a", r"depresi[oó]n", r"ansiedad",
    r"insomnio", r"sobrepeso", r"\blesi[oó]n", r"lesionad", r"cirug[ií]a",
    r"\boperaci[oó]n", r"\bni[ñn](o|a|os|as)\b", r"\bhij(o|a|os|as)\b", r"\bbeb[eé]s?\b",
    r"adolescen", r"menor de edad", r"\bcr[ií]o", r"\bcolegio", r"guarder[ií]a",
    r"inflamaci", r"calambre", r"presi[oó]n arterial", r"tensi[oó]n alta",
    r"az[uú]car en sangre", r"dieta milagro", r"ayuno prolongado",
]
EN = [
    r"disease", r"illness", r"\bsick", r"medication", r"medicine", r"\bmedical",
    r"prescri", r"\bdrugs?\b", r"pregnan", r"breastfeed", r"lactat", r"eating disorder",
    r"\bbinge", r"\bpurg", r"laxative", r"diuretic", r"symptom", r"\bpain", r"\baches?\b",
    r"headache", r"\bdoctor", r"diagnos", r"treatment", r"therap", r"\bliver",
    r"kidney", r"heartburn", r"constipat", r"diarrh", r"nausea", r"dizz", r"migraine",
    r"depress", r"anxiety", r"insomnia", r"overweight", r"injur", r"surgery",
    r"\bchild", r"\bkids?\b", r"\bteens?\b", r"teenage", r"toddler", r"\bbab(y|ies)\b",
    r"\binfant", r"\bsons?\b", r"daughter", r"\bschool", r"\bminors?\b",
    r"inflammation", r"\bcramp", r"blood pressure", r"blood sugar", r"\bgout\b",
    r"crash diet", r"very low calorie", r"\bstarv", r"under 18", r"under-18",
]
LANG_TERMS = {"ca": UNIVERSAL + CA, "es": UNIVERSAL + ES, "en": UNIVERSAL + EN}
LANG_RE = {k: re.compile("|".join("(?:%s)" % t for t in v), re.IGNORECASE)
           for k, v in LANG_TERMS.items()}

AGE_RES = [
    re.compile(r"\b(\d{1,3})\s*(?:anys|años|anos|years?|yrs?|-years?-old|a[ñn]itos)\b", re.I),
    re.compile(r"\b(?:tinc|tengo|i'm|i am|im|aged?|edat de|edad de)\s+(\d{1,3})\b(?!\s*(?:km|kg|g|h|hores|horas|hours|min|euros|€|%|dies|días|days|cops|veces|times|caf|vasos|gots|glasses))", re.I),
]
KCAL_DAY_RE = re.compile(
    r"(\d[\d.,]*)\s*kcal\s*(?:al dia|per dia|diàries|al día|por día|diarias|a day|per day|daily|/\s*d[ií]a|/\s*day)", re.I)


def scan(text, lang):
    """Return a list of problems found in text (clinical terms, minors, very low intakes)."""
    hits = []
    for m in LANG_RE[lang].finditer(text):
        hits.append("term:" + m.group(0))
    for r in AGE_RES:
        for m in r.finditer(text):
            if int(m.group(1)) < 18:
                hits.append("age:" + m.group(0))
    for m in KCAL_DAY_RE.finditer(text):
        v = float(m.group(1).replace(".", "").replace(",", ""))
        if v < 1200:
            hits.append("kcal/day:" + m.group(0))
    return hits


def scanner_selftest():
    must_flag = [
        ("ca", "Tinc diabetis i vull saber què menjar"),
        ("ca", "Estic embarassada de tres mesos"),
        ("ca", "El meu fill no vol menjar verdura"),
        ("ca", "Tinc 15 anys i jugo a futbol"),
        ("ca", "Em fa mal de panxa després de dinar"),
        ("ca", "El metge m'ha dit que baixi la sal"),
        ("es", "Mi hija de 8 años no desayuna"),
        ("es", "Tengo 16 y quiero ganar músculo"),
        ("es", "Tomo un medicamento para la tensión alta"),
        ("es", "Quiero hacer una dieta de 800 kcal al día"),
        ("es", "Tengo ansiedad y como por atracón"),
        ("en", "I'm 17 years old and want to bulk"),
        ("en", "My teenage son plays rugby"),
        ("en", "Can I take creatine with my medication?"),
        ("en", "I have terrible heartburn after coffee"),
        ("en", "Is a 900 kcal a day crash diet ok?"),
        ("en", "I'm pregnant, is caffeine fine?"),
    ]
    must_pass = [
        ("ca", "Tinc 68 anys i camino cada dia"),
        ("ca", "Porto 2 gots d'aigua a la motxilla"),
        ("ca", "Una llauna de cervesa té unes 140 kcal"),
        ("es", "Son las ocho y tomo vitamina D en gotas"),
        ("es", "Tengo 2 horas para comer y 71 años"),
        ("en", "Fill up your bottle before the run in Spain"),
        ("en", "I'm 69, retired, and I love cooking"),
        ("en", "A 2,000 kcal a day reference intake"),
        ("en", "A short, friendly statement about eating out"),
    ]
    ok = True
    for lang, t in must_flag:
        if not scan(t, lang):
            ok = False
            FAILS.append("scanner self-test missed: %r" % t)
    for lang, t in must_pass:
        h = scan(t, lang)
        if h:
            ok = False
            FAILS.append("scanner self-test false positive: %r -> %s" % (t, h))
    return ok, len(must_flag), len(must_pass)


# ---------------------------------------------------------------- helpers
def read_jsonl(path):
    raw = open(path, "rb").read()
    text = raw.decode("utf-8")
    check(not text.startswith("\ufeff"), "%s: BOM present" % path)
    check("\r" not in text, "%s: CR characters present" % path)
    check(text.endswith("\n"), "%s: no final newline" % path)
    check(not text.endswith("\n\n"), "%s: trailing blank line" % path)
    lines = text[:-1].split("\n") if text.endswith("\n") else text.split("\n")
    objs = []
    for i, line in enumerate(lines, 1):
        check(line.strip() != "", "%s:%d blank line" % (path, i))
        if not line.strip():
            continue
        o = json.loads(line)
        check(line == json.dumps(o, ensure_ascii=False), "%s:%d not exact json.dumps form" % (path, i))
        objs.append(o)
    return text, objs


def n_words(t):
    return len(t.split())


def n_sentences(t):
    ends = re.findall(r"[.!?]+(?=\s|$)", t.strip())
    n = len(ends)
    if not re.search(r"[.!?]$", t.strip()):
        n += 1
    return n


def main():
    qpath = os.path.join(ROOT, "questions.jsonl")
    fpath = os.path.join(ROOT, "factual.jsonl")
    opath = os.path.join(HERE, "offtopic_ids.json")
    npath = os.path.join(HERE, "notes.md")
    rpath = os.path.join(ROOT, "README.md")
    for p in (qpath, fpath, opath, npath, rpath,
              os.path.join(HERE, "data.py"), os.path.join(HERE, "build.py")):
        check(os.path.isfile(p), "missing file %s" % p)

    # ---- reproducibility: files equal a fresh build from data.py
    q_text, f_text, off_text, notes = build.build()
    check(open(qpath, encoding="utf-8", newline="").read() == q_text, "questions.jsonl differs from fresh build")
    check(open(fpath, encoding="utf-8", newline="").read() == f_text, "factual.jsonl differs from fresh build")
    check(open(opath, encoding="utf-8", newline="").read() == off_text, "offtopic_ids.json differs from fresh build")
    check(open(npath, encoding="utf-8", newline="").read() == notes, "notes.md differs from fresh build")

    # ---- questions
    _, qs = read_jsonl(qpath)
    check(len(qs) == 336, "questions: %d lines, want 336" % len(qs))
    for i, o in enumerate(qs, 1):
        check(list(o.keys()) == ["id", "lang", "kind", "text"], "questions %d: key order %s" % (i, list(o.keys())))
        check(o["id"] == "q%03d" % i, "questions %d: id %s" % (i, o["id"]))
        check(o["lang"] in LANGS, "questions %s: lang" % o["id"])
        check(o["kind"] in KIND_COUNTS, "questions %s: kind" % o["id"])
        t = o["text"]
        check(t == t.strip() and "\n" not in t, "questions %s: whitespace" % o["id"])
        check(n_words(t) >= 3, "questions %s: fewer than 3 words" % o["id"])
        check(n_sentences(t) <= 3, "questions %s: more than 3 sentences" % o["id"])
        if o["kind"] == "typo" and o["lang"] in ("ca", "es"):
            check(not (set(t) & ACCENTS), "questions %s: accent in ca/es typo item" % o["id"])
    c = Counter((o["lang"], o["kind"]) for o in qs)
    for lang in LANGS:
        check(sum(v for (l, _), v in c.items() if l == lang) == 112, "questions: %s count" % lang)
        for kind, n in KIND_COUNTS.items():
            check(c[(lang, kind)] == n, "questions: %s/%s = %d, want %d" % (lang, kind, c[(lang, kind)], n))
    check(len({o["id"] for o in qs}) == len(qs), "questions: duplicate ids")
    norm = [re.sub(r"\W+", " ", o["text"].lower()).strip() for o in qs]
    check(len(set(norm)) == len(norm), "questions: duplicate texts")
    # the shuffle actually happened and matches the seed
    ordered, _ = build.ordered_questions()
    tmp = list(ordered)
    random.Random(build.Q_SEED).shuffle(tmp)
    check([x["text"] for x in tmp] == [o["text"] for o in qs], "questions: order is not Random(20281215) shuffle of build order")
    check(build.Q_SEED == 20281215 and build.F_SEED == 20281216, "seeds changed")
    # build order: ca, es, en; everyday (off-topic last), specific, compound, typo
    seq = [(x["lang"], x["kind"]) for x in ordered]
    exp = []
    for lang in LANGS:
        for kind in ("everyday", "specific", "compound", "typo"):
            exp += [(lang, kind)] * KIND_COUNTS[kind]
    check(seq == exp, "questions: build order wrong")

    # ---- off-topic
    off = json.load(open(opath, encoding="utf-8"))
    byid = {o["id"]: o for o in qs}
    all_off = []
    for lang in LANGS:
        check(list(off.get(lang, {}).keys()) == data.OFFTOPIC_CATEGORIES, "offtopic: %s categories" % lang)
        texts = dict(data.QUESTIONS[lang]["offtopic"])
        check(len(data.QUESTIONS[lang]["offtopic"]) == 7, "offtopic: %s needs 7 items" % lang)
        check(len(data.QUESTIONS[lang]["everyday"]) == 28, "offtopic: %s needs 28 on-topic everyday" % lang)
        for cat, qid in off.get(lang, {}).items():
            o = byid.get(qid)
            check(o is not None and o["lang"] == lang and o["kind"] == "everyday" and o["text"] == texts[cat],
                  "offtopic: %s/%s id %s mismatch" % (lang, cat, qid))
            all_off.append(qid)
        # off-topic items are the last 7 everyday items of the language in build order
        ev = [x["text"] for x in ordered if x["lang"] == lang and x["kind"] == "everyday"]
        check(ev[-7:] == [t for _, t in data.QUESTIONS[lang]["offtopic"]], "offtopic: %s not last in everyday" % lang)
    check(len(set(all_off)) == 21, "offtopic: want 21 distinct ids")

    # ---- factual
    _, fs = read_jsonl(fpath)
    check(len(fs) == 66, "factual: %d lines, want 66" % len(fs))
    for i, o in enumerate(fs, 1):
        check(list(o.keys()) == ["id", "lang", "text", "quantity", "accept", "unit"], "factual %d: key order" % i)
        check(o["id"] == "f%03d" % i, "factual %d: id %s" % (i, o["id"]))
        check(o["lang"] in LANGS, "factual %s: lang" % o["id"])
        check(o["unit"] in UNITS, "factual %s: unit %s" % (o["id"], o["unit"]))
        a = o["accept"]
        check(isinstance(a, list) and len(a) == 2 and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in a)
              and a[0] <= a[1] and a[0] > 0, "factual %s: accept %s" % (o["id"], a))
        check(o["quantity"].isascii() and len(o["quantity"]) > 5, "factual %s: quantity must be English" % o["id"])
        check(n_words(o["text"]) >= 3 and n_sentences(o["text"]) <= 3, "factual %s: length" % o["id"])
    check(len({o["text"] for o in fs}) == 66, "factual: duplicate texts")
    check(len({o["quantity"] for o in fs}) == 66, "factual: duplicate quantities")
    cf = Counter(o["lang"] for o in fs)
    for lang in LANGS:
        check(cf[lang] == 22, "factual: %s count %d" % (lang, cf[lang]))
        g = Counter(f["group"] for f in data.FACTUAL[lang])
        check(g["food"] == 11 and g["ref"] == 11, "factual: %s groups %s" % (lang, dict(g)))
    fo = build.ordered_factual()
    tmp = list(fo)
    random.Random(build.F_SEED).shuffle(tmp)
    check([x["text"] for x in tmp] == [o["text"] for o in fs], "factual: order is not Random(20281216) shuffle")
    state = {
        "ca": r"\bcru(a|s|es)?\b|\bcrues\b|bullid|cuit|tal com es ven",
        "es": r"\bcrud[oa]s?\b|hervid|cocid|tal como se vend|tal como salen|en seco",
        "en": r"\braw\b|cooked|boiled|roasted|as sold|as served",
    }
    basis = re.compile(r"\b\d+([.,]\d+)?\s*(g|mL)\b")
    for f in fo:
        if f["group"] == "food":
            check(basis.search(f["text"]) is not None, "factual food item lacks a portion basis: %r" % f["text"])
            check(re.search(state[f["lang"]], f["text"], re.I) is not None,
                  "factual food item lacks raw/cooked/as sold: %r" % f["text"])
        check(f.get("source") and f.get("why"), "factual item lacks source/rationale: %r" % f["text"])

    # ---- notes
    ntext = open(npath, encoding="utf-8").read()
    for o in fs:
        check(("| %s |" % o["id"]) in ntext, "notes: factual id %s missing" % o["id"])
    for qid in all_off:
        check(qid in ntext, "notes: off-topic id %s missing" % qid)

    # ---- README
    rtext = open(rpath, encoding="utf-8").read()
    rl = rtext.split("\n")
    check(rl[0] == "# Sealed chat evaluation set — sealed-2026-12-01-az", "README line 1")
    check(rl[1] == "sealed: not to be read or tuned on before its first scoring", "README line 2")
    for head in ("Date", "Authorship", "Scope", "Files", "Fields", "Kinds and counts",
                 "Off-topic rule", "No-clinical rule", "Build and seeds", "Verify output"):
        check(re.search(r"^#+ .*%s" % re.escape(head), rtext, re.M | re.I) is not None, "README: section %s missing" % head)
    check("2026-12-01" in rtext, "README: date")

    # ---- clinical / minors / very-low-intake scan
    ok, nf, np_ = scanner_selftest()
    scan_hits = []
    for o in qs:
        for h in scan(o["text"], o["lang"]):
            scan_hits.append((o["id"], h))
    for o in fs:
        for h in scan(o["text"], o["lang"]) + scan(o["quantity"], "en"):
            scan_hits.append((o["id"], h))
    # README: the "No-clinical rule" section names the rule itself, so it is
    # left out of the scan; every other part of the README is scanned.
    r_scan = re.sub(r"^## No-clinical rule\n.*?(?=^## )", "", rtext, flags=re.S | re.M)
    check(r_scan != rtext, "README: could not isolate No-clinical rule section")
    for name, t in (("notes.md", ntext), ("README.md", r_scan)):
        for h in scan(t, "en"):
            scan_hits.append((name, h))
    for x in scan_hits:
        FAILS.append("clinical scan hit: %s %s" % x)
    N_CHECKS[0] += 1

    # ---- report
    print("questions.jsonl: %d lines" % len(qs))
    for lang in LANGS:
        print("  %s: %d (%s)" % (lang, sum(1 for o in qs if o["lang"] == lang),
                                 ", ".join("%s %d" % (k, c[(lang, k)]) for k in KIND_COUNTS)))
    print("  off-topic (within everyday): %s" % ", ".join("%s %d" % (l, len(off[l])) for l in LANGS))
    print("factual.jsonl: %d lines (%s)" % (len(fs), ", ".join("%s %d" % (l, cf[l]) for l in LANGS)))
    print("  per language: 11 food composition + 11 reference/labelling/sport")
    print("scanner self-test: %s (%d must-flag, %d must-pass samples)" % ("ok" if ok else "FAILED", nf, np_))
    print("content scan (term lists, stated ages, kcal per day): %d hits" % len(scan_hits))
    print("checks run: %d" % N_CHECKS[0])
    if FAILS:
        print("FAILED (%d):" % len(FAILS))
        for f in FAILS:
            print("  -", f)
        sys.exit(1)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
