# -*- coding: utf-8 -*-
"""Verify sealed-2026-12-01-ba. Prints one line per check; exits 1 on any failure."""
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import data  # noqa: E402

LANGS = ["ca", "es", "en"]
KIND_COUNTS = {"everyday": 35, "specific": 35, "compound": 22, "typo": 20}
UNITS = {"kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h", "g/h",
         "kg/week", "times/week", "g/kg/day", "%"}
ACCENTED = set("àáâäèéêëìíîïòóôöùúûüñçÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜÑÇ·")

failures = []
lines_out = []


def check(name, ok, detail=""):
    lines_out.append("%s  %s%s" % ("PASS" if ok else "FAIL", name, (" — " + detail) if detail and not ok else ""))
    if not ok:
        failures.append(name)


# --------------------------------------------------------------- clinical scan
def fold(s):
    s = unicodedata.normalize("NFKD", s.lower())
    return "".join(c for c in s if not unicodedata.combining(c)).replace("’", "'")


# Stems match at the start of a word; entries ending in "$" must match a whole word.
CLINICAL_TERMS = [
    # diseases and conditions
    "malalt", "malaltia", "enfermedad", "enfermo", "disease", "illness", "sick$", "sindrome",
    "syndrome", "trastorn", "disorder", "diabet", "prediabet", "colesterol", "cholesterol",
    "triglicer", "triglycer", "hipertens", "hypertens", "hipotens", "pressio arterial",
    "presion arterial", "tensio arterial", "tension arterial", "blood pressure", "glucemia",
    "blood sugar", "sucre en sang", "azucar en sangre", "glucosa en sang", "insulin",
    "acid uric", "acido urico", "uric acid", "tiroid", "thyroid", "anemia", "anaemia",
    "osteopor", "sarcopen", "obesitat", "obesidad", "obesity", "obese$", "celiac", "celiaqu",
    "coeliac", "gluten", "intoler", "al·lerg", "alerg", "allerg", "cancer", "tumor", "infart",
    "heart attack", "ictus", "stroke", "alzheimer", "demencia", "dementia", "parkinson",
    "artritis", "arthritis", "artrosi", "asma$", "asthma", "colon irritable", "ibs$", "sibo$",
    "gastritis", "reflux", "reflujo", "heartburn", "hepat", "fetge", "higado", "liver$",
    "kidney", "ronyo", "rinon", "renal$", "depress", "ansietat", "ansiedad", "anxiety",
    "insomn", "apnea", "apnoea", "menopaus", "hormon", "infeccio", "infection", "virus$",
    "covid", "grip$", "gripe$", "flu$", "refredat", "resfriado", "intoxica", "poisoning",
    "salmonel", "listeria", "anisakis", "lesio", "lesion", "injur",
    # symptoms
    "simptom", "sintom", "symptom", "dolor$", "pain$", "ache$", "headache", "mal de cap",
    "migran", "migraine", "febre", "fiebre", "fever", "diarre", "nausea", "mareig", "mareo",
    "dizz", "vomit", "inflor", "hinchazon", "bloat", "restrenyiment", "estrenimiento",
    "constipat", "rampa$", "rampes$", "calambre", "cramp", "indigest", "deshidratacio",
    "dehydration", "fatiga", "fatigue",
    # medical care and medication
    "medic", "farmac", "pharmac", "pastilla", "pill$", "pills$", "pildora", "prescri",
    "recepta medica", "receta medica", "antibiot", "antidepress", "anticoncep", "contracept",
    "ibuprof", "paracetamol", "aspirin", "estatina", "statin", "metformin", "ozempic",
    "semaglut", "hospital", "clinic", "pacient", "patient", "tractament", "tratamiento",
    "treatment", "terapia", "therapy", "cirurg", "surgery", "quimio", "chemo", "metge",
    "doctor", "diagnos",
    # pregnancy and related
    "embaras", "embaraz", "pregnan", "lactanci", "breastfe", "postpart", "posparto", "fertil",
    # eating disorders and crash diets
    "anorex", "bulimi", "atracon", "binge", "purga", "purge", "detox", "dejuni", "ayuno",
    "ayunas", "fasting", "crash diet", "dieta expres", "dieta express", "operacio biquini",
    "operacion bikini", "very low calorie", "molt baixa en calories", "muy baja en calorias",
    # children and teenagers
    "nen$", "nens$", "nena$", "nenes$", "nino$", "ninos$", "nina$", "ninas$", "fill$",
    "fills$", "filla$", "filles$", "hijo$", "hijos$", "hija$", "hijas$", "kid$", "kids$",
    "child", "teen", "adolescen", "bebe$", "bebes$", "nado$", "nadons$", "baby", "babies",
    "infant", "nietos", "nieta", "grandkid", "grandchild", "menor d'edat",
    "menor de edad", "underage", "minor$", "minors$", "escola", "colegio", "school",
    "guarderia", "nursery",
]


def _term_regex(term):
    whole = term.endswith("$")
    t = fold(term.rstrip("$"))
    return re.compile(r"(?<![a-z0-9·])" + re.escape(t) + (r"(?![a-z0-9·])" if whole else ""))


CLINICAL_RES = [(t, _term_regex(t)) for t in CLINICAL_TERMS]
AGE_RES = [
    re.compile(r"(\d{1,3})\s*(?:-\s*)?(?:anys|any|anos|ano|years?(?:[- ]old)?|yrs?|y/?o)(?![a-z])"),
    re.compile(r"(?:^|[^a-z])(?:i'?m|im|i am|tinc|tengo|aged?|edat de|edad de)\s+(\d{1,3})(?!\s*(?:kg|km|g|h|min|€|euros?|hores|horas|hours|%|\d|[.,]\d))"),
]
LOW_KCAL_RE = re.compile(
    r"(\d[\d.,]*)\s*(?:kcal|calories|calorias|cal)\b[^.?!]{0,20}?"
    r"(?:al dia|per dia|a day|per day|diaries|diarias|/day|/dia|cada dia|daily)")


# Accent-sensitive terms, matched on the lowercased unfolded text (folding would
# turn Catalan "néts" (grandchildren) into "nets" (clean)).
ACCENT_SENSITIVE_RES = [(t, re.compile(r"(?<![\w·])" + t + r"(?![\w·])")) for t in ["nét", "néts", "néta", "nétes"]]


def clinical_hits(text):
    f = fold(text)
    hits = [t for t, rx in CLINICAL_RES if rx.search(f)]
    hits += [t for t, rx in ACCENT_SENSITIVE_RES if rx.search(text.lower())]
    for rx in AGE_RES:
        for m in rx.finditer(f):
            if int(m.group(1)) < 18:
                hits.append("age<18:" + m.group(0).strip())
    for m in LOW_KCAL_RE.finditer(f):
        n = int(re.sub(r"[.,]", "", m.group(1)))
        if n < 1200:
            hits.append("kcal<1200:" + m.group(0).strip())
    return hits


SELFTEST_POSITIVE = [
    "Tinc diabetis i prenc metformina, què menjo?",
    "Estoy embarazada de tres meses, ¿puedo tomar café?",
    "My 12-year-old son wants protein shakes.",
    "Tinc 16 anys i vull fer dieta.",
    "Quiero hacer una dieta de 800 kcal al día.",
    "I'm doing a 5 day water fasting challenge.",
    "Em fa mal de cap quan no menjo.",
    "I think I have an eating disorder.",
    "El médico me ha dicho que tengo el colesterol alto.",
    "Els meus fills no mengen verdura.",
    "Can I take creatine with my antidepressants?",
    "im 15 and want to bulk",
    "Tengo 14 años y juego al fútbol.",
    "Tinc molta inflor després de sopar.",
    "My kids love pasta.",
    "Tengo celiaquía, ¿qué pan compro?",
    "Cuino per als meus néts els diumenges.",
]
SELFTEST_NEGATIVE = [
    "Tinc 67 anys i camino cada matí.",
    "Tengo 58 años y juego al tenis.",
    "I'm 29, 68 kg, and lift four times a week.",
    "Els fruits secs torrats amb sal són gaire pitjors que els crus?",
    "Peso 70 kg i faig 1,75 m.",
    "¿Los frutos secos es mejor tomarlos crudos o tostados?",
    "I'll have the menú del día, please.",
    "Quantes kcal té un terç de cervesa?",
    "How much fluid should I drink during a long ride?",
    "Vull fer 2000 kcal al dia i entrenar.",
    "Quina és la ingesta de referència de calci per a adults de 25 anys o més?",
    "Plats nets i cuina endreçada.",
]


def selftest():
    missed = [s for s in SELFTEST_POSITIVE if not clinical_hits(s)]
    false = [(s, clinical_hits(s)) for s in SELFTEST_NEGATIVE if clinical_hits(s)]
    check("clinical scanner self-test: %d positives flagged" % len(SELFTEST_POSITIVE), not missed, repr(missed))
    check("clinical scanner self-test: %d negatives clean" % len(SELFTEST_NEGATIVE), not false, repr(false))


# --------------------------------------------------------------- helpers
def read_jsonl(path, keys):
    raw = open(path, "rb").read()
    ok = True
    det = []
    try:
        txt = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        return None, raw, ["not UTF-8: %s" % e]
    if b"\r" in raw:
        det.append("CR found")
    if not raw.endswith(b"\n"):
        det.append("no final newline")
    if raw.startswith(b"\xef\xbb\xbf"):
        det.append("BOM")
    objs = []
    for i, line in enumerate(txt.split("\n")[:-1], 1):
        if line.strip() == "":
            det.append("blank line %d" % i)
            continue
        o = json.loads(line)
        if list(o.keys()) != keys:
            det.append("line %d keys %r" % (i, list(o.keys())))
        if json.dumps(o, ensure_ascii=False) != line:
            det.append("line %d not canonical json.dumps" % i)
        objs.append(o)
    return objs, raw, det


def n_words(text):
    return len([w for w in re.split(r"\s+", text.strip()) if re.search(r"\w", w)])


def n_sentences(text):
    parts = [p for p in re.split(r"(?<=[.!?])\s+", text.strip()) if re.search(r"\w", p)]
    return len(parts)


def norm_dup(s):
    return re.sub(r"\W+", " ", fold(s)).strip()


# --------------------------------------------------------------- checks
def main():
    selftest()

    qpath = os.path.join(ROOT, "questions.jsonl")
    fpath = os.path.join(ROOT, "factual.jsonl")
    qs, qraw, qdet = read_jsonl(qpath, ["id", "lang", "kind", "text"])
    check("questions.jsonl: UTF-8, LF, final newline, no blank lines, canonical lines, key order", not qdet, "; ".join(qdet[:5]))
    fs, fraw, fdet = read_jsonl(fpath, ["id", "lang", "text", "quantity", "accept", "unit"])
    check("factual.jsonl: UTF-8, LF, final newline, no blank lines, canonical lines, key order", not fdet, "; ".join(fdet[:5]))

    # counts
    check("questions: 336 lines", len(qs) == 336, str(len(qs)))
    for lang in LANGS:
        ql = [q for q in qs if q["lang"] == lang]
        counts = {k: sum(1 for q in ql if q["kind"] == k) for k in KIND_COUNTS}
        check("questions %s: 112 (everyday 35, specific 35, compound 22, typo 20)" % lang,
              len(ql) == 112 and counts == KIND_COUNTS, "%d %r" % (len(ql), counts))
    check("questions: langs and kinds valid",
          all(q["lang"] in LANGS and q["kind"] in KIND_COUNTS for q in qs))
    check("questions: ids q001..q336 in file order", [q["id"] for q in qs] == ["q%03d" % i for i in range(1, 337)])

    # source-level structure
    src_ok = True
    for lang in LANGS:
        b = data.QUESTIONS[lang]
        if not (len(b["everyday"]) == 28 and len(b["offtopic"]) == 7 and len(b["specific"]) == 35
                and len(b["compound"]) == 22 and len(b["typo"]) == 20):
            src_ok = False
        if sorted(c for c, _ in b["offtopic"]) != sorted(data.OFFTOPIC_CATEGORIES):
            src_ok = False
    check("source: per language 28 everyday + 7 off-topic (one per category) + 35 + 22 + 20", src_ok)

    # texts
    bad_len = [q["id"] for q in qs if not (n_words(q["text"]) >= 3 and n_sentences(q["text"]) <= 3)]
    check("questions: every text 3 words to 3 sentences", not bad_len, repr(bad_len))
    bad_ws = [q["id"] for q in qs + fs if q["text"] != q["text"].strip() or "  " in q["text"] or "\n" in q["text"]]
    check("texts: no stray whitespace or newlines", not bad_ws, repr(bad_ws))
    bad_typo = [q["id"] for q in qs if q["kind"] == "typo" and q["lang"] in ("ca", "es")
                and any(c in ACCENTED for c in q["text"])]
    check("typo ca/es: no accented characters", not bad_typo, repr(bad_typo))
    bad_typo_case = [q["id"] for q in qs if q["kind"] == "typo" and q["text"] != q["text"].lower()]
    check("typo: all lowercase", not bad_typo_case, repr(bad_typo_case))

    # duplicates
    all_texts = [q["text"] for q in qs] + [f["text"] for f in fs]
    normed = [norm_dup(t) for t in all_texts]
    check("no duplicate texts (exact) across both files", len(set(all_texts)) == len(all_texts))
    check("no duplicate texts (case/accent/punctuation-folded)", len(set(normed)) == len(normed))
    check("no duplicate lines", len(set(qraw.split(b"\n"))) == len(qraw.split(b"\n"))
          and len(set(fraw.split(b"\n"))) == len(fraw.split(b"\n")))

    # off-topic
    opath = os.path.join(HERE, "offtopic_ids.json")
    off = json.load(open(opath, encoding="utf-8"))
    byid = {q["id"]: q for q in qs}
    ok = sorted(off.keys()) == sorted(LANGS)
    for lang in LANGS:
        if sorted(off.get(lang, {}).keys()) != sorted(data.OFFTOPIC_CATEGORIES):
            ok = False
            continue
        for cat, qid in off[lang].items():
            q = byid.get(qid)
            src = dict(data.QUESTIONS[lang]["offtopic"])[cat]
            if not q or q["lang"] != lang or q["kind"] != "everyday" or q["text"] != src:
                ok = False
    check("off-topic: 7 per language, one per category, kind everyday, ids match offtopic_ids.json", ok)
    check("off-topic: nothing in questions.jsonl marks them (only id/lang/kind/text keys)",
          all(list(q.keys()) == ["id", "lang", "kind", "text"] for q in qs))

    # factual
    check("factual: 66 lines", len(fs) == 66, str(len(fs)))
    check("factual: ids f001..f066 in file order", [f["id"] for f in fs] == ["f%03d" % i for i in range(1, 67)])
    for lang in LANGS:
        n = sum(1 for f in fs if f["lang"] == lang)
        g = data.FACTUAL[lang]
        check("factual %s: 22 (11 content + 11 reference)" % lang,
              n == 22 and len(g["content"]) == 11 and len(g["reference"]) == 11,
              "%d %d %d" % (n, len(g["content"]), len(g["reference"])))
    bad_units = [f["id"] for f in fs if f["unit"] not in UNITS]
    check("factual: units from the allowed list", not bad_units, repr(bad_units))
    bad_acc = [f["id"] for f in fs if not (isinstance(f["accept"], list) and len(f["accept"]) == 2
               and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in f["accept"])
               and f["accept"][0] <= f["accept"][1] and f["accept"][0] > 0)]
    check("factual: accept is [low, high] with 0 < low <= high", not bad_acc, repr(bad_acc))
    bad_q = [f["id"] for f in fs if not (isinstance(f["quantity"], str) and f["quantity"].isascii()
             and len(f["quantity"]) > 5)]
    check("factual: quantity is an English description", not bad_q, repr(bad_q))
    bad_fl = [f["id"] for f in fs if not (n_words(f["text"]) >= 3 and n_sentences(f["text"]) <= 3)]
    check("factual: every text 3 words to 3 sentences", not bad_fl, repr(bad_fl))
    bad_src = [f["id"] for f in fs if not f["text"].rstrip().endswith("?")]
    check("factual: every text is a question", not bad_src, repr(bad_src))

    # deterministic rebuild
    q2, f2, off2, meta2 = build.assemble()
    check("rebuild with seeds 20281217/20281218 reproduces questions.jsonl byte for byte", build.jsonl_bytes(q2) == qraw)
    check("rebuild reproduces factual.jsonl byte for byte", build.jsonl_bytes(f2) == fraw)
    check("rebuild reproduces offtopic_ids.json", off2 == off)

    # notes
    notes = open(os.path.join(HERE, "notes.md"), encoding="utf-8").read()
    check("notes.md: rationale/source for every factual id", all(("**%s**" % f["id"]) in notes for f in fs))
    check("notes.md: lists every off-topic id", all(qid in notes for lang in LANGS for qid in off[lang].values()))

    # clinical scan
    hits = []
    for o in qs + fs:
        h = clinical_hits(o["text"])
        if h:
            hits.append((o["id"], h))
    check("clinical scan: %d texts, 0 hits" % (len(qs) + len(fs)), not hits, repr(hits[:10]))
    nh = clinical_hits(notes)
    check("clinical scan: notes.md, 0 hits", not nh, repr(nh))

    # README
    rpath = os.path.join(ROOT, "README.md")
    readme = open(rpath, encoding="utf-8").read() if os.path.exists(rpath) else ""
    rl = readme.split("\n")
    check("README.md: first two lines exact",
          rl[:2] == ["# Sealed chat evaluation set — sealed-2026-12-01-ba",
                     "sealed: not to be read or tuned on before its first scoring"])
    sections = ["Date", "Authorship", "Scope", "Files", "Fields", "Kinds and counts",
                "Off-topic rule", "No-clinical rule", "Build and seeds", "Verify output"]
    check("README.md: all sections present", all(("## " + s) in readme for s in sections))
    check("README.md: date 2026-12-01", "2026-12-01\n" in readme)

    # summary
    summary = "questions %d (ca %d, es %d, en %d); factual %d (ca %d, es %d, en %d); off-topic %d" % (
        len(qs), *(sum(1 for q in qs if q["lang"] == l) for l in LANGS),
        len(fs), *(sum(1 for f in fs if f["lang"] == l) for l in LANGS),
        sum(len(v) for v in off.values()))
    print("\n".join(lines_out))
    print(summary)
    print("RESULT: %s (%d checks, %d failed)" % ("OK" if not failures else "FAIL",
                                                len(lines_out), len(failures)))
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
