#!/usr/bin/env python3
"""Verify the sealed chat evaluation set sealed-2026-12-01-ax.

Checks file format, counts, ordering/seeds (by rebuilding), typo rules,
off-topic ids, lengths, factual fields and units, and scans every text
against a ca/es/en list of clinical terms. Prints one line per check and
exits non-zero if any check fails.
"""
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import build  # noqa: E402

NAME = "sealed-2026-12-01-ax"
LANGS = ["ca", "es", "en"]
KIND_COUNTS = {"everyday": 35, "specific": 35, "compound": 22, "typo": 20}
UNITS = {"kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h", "g/h",
         "kg/week", "times/week", "g/kg/day", "%"}

results = []


def check(name, ok, detail=""):
    results.append(ok)
    print("%s  %s%s" % ("PASS" if ok else "FAIL", name, (" — " + detail) if detail else ""))


def fold(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))


def has_marks(s):
    return any(unicodedata.combining(c) for c in unicodedata.normalize("NFD", s))


# --------------------------------------------------------------------------
# Clinical term list (regexes, lowercase). Each is tested against the raw
# lowercase text and against its accent-folded form.
# --------------------------------------------------------------------------
COMMON = [
    r"\bdiabet", r"\bc[aà]ncer", r"\bcolesterol", r"\bcholesterol", r"\bhipertensi",
    r"\bhypertension", r"\banorexi", r"\banor[eè]xi", r"\bbulimi", r"\bbul[ií]mi",
    r"\bceli[aà]c", r"\bcel[ií]ac", r"\bcoeliac", r"\binsulin", r"\bdetox", r"\bozempic",
    r"\bmetformin", r"\bibuprof", r"\bparacetamol", r"\bomeprazol", r"\bstatin",
    r"\bestatin", r"\bquimio", r"\bchemo", r"\bhospital", r"\bdiagnos"
]
TERMS = {
    "en": [
        r"\bdisease", r"\bblood pressure", r"\bmedication", r"\bmedicine", r"\bmedical",
        r"\bpills?\b", r"\bdrugs?\b", r"\bprescri", r"\bdoctor", r"\bgp\b", r"\bpregnan",
        r"\bbreastfeed", r"\bbinge", r"\beating disorder", r"\bchild", r"\bkids?\b",
        r"\bbab(y|ies)\b", r"\bteen", r"\btoddler", r"\bsymptom", r"\bpain", r"\baches?\b", r"(head|stomach|tummy|back|tooth)\s?ache",
        r"\bnause", r"\bdiarrh", r"\bconstipat", r"\ballerg", r"\bintoleran", r"\bibs\b",
        r"\breflux", r"\bheartburn", r"\binsomnia", r"\bdepress", r"\banxiety", r"\binjur",
        r"\bcrash diet", r"\bfasting\b", r"\bfasted\b", r"\bhangover", r"\bcramp", r"\bbloat",
        r"\bsurgery", r"\bkidney", r"\bliver", r"\bheart\b", r"\bthyroid", r"\bdeficien",
        r"\bsick", r"\billness", r"\binfection", r"\bflu\b", r"\bfever", r"\bpatient",
        r"\bnurse", r"\btherap", r"\bclinic", r"\bobes", r"\boverweight", r"\bstarv",
        r"\bvery low calorie", r"\bdisorder", r"\bpostpartum", r"\bmenopaus",
        r"\b(4|5|6|7|8|9)00 ?kcal", r"\b1000 ?kcal",
    ],
    "ca": [
        r"\bmalalt", r"\btensi[oó] arterial", r"\bmedicament", r"\bmedicaci", r"\bpastill",
        r"\bmetge", r"\bembaras", r"\bembaràs", r"\blact[aà]nci", r"\btrastorn", r"\bnens?\b",
        r"\bnen(a|es|s)?\b", r"\bfill(s|a|es)?\b", r"\bnad[oó]", r"\bbeb[eè]s?\b", r"\badolescent",
        r"\bs[ií]mptom", r"\bdolor", r"\bmal de (cap|panxa|est[oò]mac|ventre)", r"\bn[aà]usea",
        r"\bdiarrea", r"\brestrenyi", r"\bal.?l[eè]rgi", r"\balergi", r"\bintoler[aà]nci",
        r"\breflux", r"\bacidesa", r"\binsomni", r"\bdepressi", r"\bansietat", r"\blesi[oó]",
        r"\blesions\b", r"\bdejun", r"\bressaca", r"\brampa", r"\binflor", r"\binflama",
        r"\boperaci[oó]", r"\brony[oó]", r"\bfetge", r"\bcor\b", r"\btiroide", r"\bfebre",
        r"\bgrip\b", r"\brefredat", r"\binfermer", r"\bpacient", r"\bdefici[eè]nci",
        r"\bcar[eè]nci", r"\bobes", r"\bsobrep[eè]s", r"\bdieta (de xoc|miracle)",
        r"\bterapi", r"\bcl[ií]nic", r"\bmalaltia",
    ],
    "es": [
        r"\benferm", r"\btensi[oó]n arterial", r"\bmedicament", r"\bmedicaci[oó]n",
        r"\bpastill", r"\bm[eé]dic[oa]s?\b", r"\bembaraz", r"\blactanci", r"\btrastorno",
        r"\bni[nñ](o|a|os|as)\b", r"\bhij(o|a|os|as)\b", r"\bbeb[eé]s\b", r"\bbebé\b",
        r"\badolescent", r"\bs[ií]ntoma", r"\bdolor", r"\bn[aá]usea", r"\bdiarrea",
        r"\bestre[nñ]i", r"\balergi", r"\bintoleranci", r"\breflujo", r"\bacidez",
        r"\binsomnio", r"\bdepresi", r"\bansiedad", r"\blesi[oó]n", r"\bayuno\b",
        r"\bresaca", r"\bcalambre", r"\bhinchaz", r"\binflama", r"\boperaci[oó]n",
        r"\bri[nñ][oó]n", r"\bh[ií]gado", r"\bcoraz[oó]n", r"\btiroide", r"\bfiebre",
        r"\bgripe", r"\bresfriad", r"\benfermer", r"\bpaciente", r"\bdeficienci",
        r"\bcarenci", r"\bobes", r"\bsobrepeso", r"\bdieta milagro", r"\bterapi",
        r"\bcl[ií]nic"
    ],
}


def clinical_hits(text, lang):
    low = text.lower()
    cands = [low, fold(low)]
    hits = []
    for pat in COMMON + TERMS[lang]:
        for c in cands:
            if re.search(pat, c):
                hits.append(pat)
                break
    return hits


def read_lines(path):
    raw = open(path, "rb").read()
    problems = []
    try:
        txt = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None, ["not UTF-8"]
    if raw.startswith(b"\xef\xbb\xbf"):
        problems.append("BOM present")
    if b"\r" in raw:
        problems.append("CR characters present")
    if not txt.endswith("\n"):
        problems.append("no final newline")
    lines = txt.split("\n")[:-1] if txt.endswith("\n") else txt.split("\n")
    if any(l.strip() == "" for l in lines):
        problems.append("blank line(s)")
    return lines, problems


def sentences(text):
    parts = [p for p in re.split(r"[.!?…]+(?:\s+|$)", text.strip()) if re.search(r"\w", p)]
    return len(parts)


def words(text):
    return len(re.findall(r"[\w'’.,€%-]+", text))


def main():
    qpath = os.path.join(OUT, "questions.jsonl")
    fpath = os.path.join(OUT, "factual.jsonl")
    opath = os.path.join(HERE, "offtopic_ids.json")

    # ---------------- questions ----------------
    qlines, probs = read_lines(qpath)
    check("questions.jsonl: UTF-8, LF, final newline, no blank lines", not probs, "; ".join(probs))
    qs = [json.loads(l) for l in qlines]
    check("questions.jsonl: 336 lines", len(qs) == 336, str(len(qs)))
    check("questions.jsonl: each line == json.dumps(obj, ensure_ascii=False)",
          all(json.dumps(o, ensure_ascii=False) == l for o, l in zip(qs, qlines)))
    check("questions.jsonl: keys in order id, lang, kind, text",
          all(list(o.keys()) == ["id", "lang", "kind", "text"] for o in qs))
    check("questions.jsonl: ids q001..q336 in order",
          [o["id"] for o in qs] == ["q%03d" % i for i in range(1, 337)])
    check("questions.jsonl: lang in ca/es/en, kind valid",
          all(o["lang"] in LANGS and o["kind"] in KIND_COUNTS for o in qs))
    counts_ok = True
    detail = []
    for lang in LANGS:
        n = sum(1 for o in qs if o["lang"] == lang)
        per = {k: sum(1 for o in qs if o["lang"] == lang and o["kind"] == k) for k in KIND_COUNTS}
        detail.append("%s=%d %s" % (lang, n, per))
        counts_ok &= (n == 112 and per == KIND_COUNTS)
    check("questions.jsonl: 112 per language; everyday 35, specific 35, compound 22, typo 20",
          counts_ok, "; ".join(detail))

    texts = [o["text"] for o in qs]
    norm = [re.sub(r"\s+", " ", t.strip().lower()) for t in texts]
    check("questions.jsonl: no duplicate texts", len(set(norm)) == len(norm))
    check("questions.jsonl: no leading/trailing whitespace",
          all(t == t.strip() and "\n" not in t for t in texts))

    typo = [o for o in qs if o["kind"] == "typo"]
    bad_lower = [o["id"] for o in typo if o["text"] != o["text"].lower()]
    check("typo items: all lowercase", not bad_lower, ",".join(bad_lower))
    bad_acc = [o["id"] for o in typo if o["lang"] in ("ca", "es") and has_marks(o["text"])]
    check("typo items: ca/es without accents or other diacritics", not bad_acc, ",".join(bad_acc))
    bad_dot = [o["id"] for o in typo if "·" in o["text"]]
    check("typo items: no Catalan middle dot", not bad_dot, ",".join(bad_dot))

    wc = [words(t) for t in texts]
    sc = [sentences(t) for t in texts]
    short = [o["id"] for o, w in zip(qs, wc) if w < 3]
    long_ = [o["id"] for o, s in zip(qs, sc) if s > 4]
    check("questions: length 3 words to 4 sentences", not short and not long_,
          "min words %d, max words %d, max sentences %d%s" % (
              min(wc), max(wc), max(sc), (" short:" + ",".join(short) if short else "") +
              (" long:" + ",".join(long_) if long_ else "")))

    # rebuild and compare (seeds and source order)
    rq, rf, roff = build.build()
    check("questions.jsonl: identical to rebuild with Random(%d).shuffle" % build.QUESTION_SEED, rq == qs)
    src = build.question_source()
    order_ok = True
    expect_lang = []
    for lang in LANGS:
        expect_lang += [lang] * 112
    order_ok &= [s["lang"] for s in src] == expect_lang
    for lang in LANGS:
        ks = [s for s in src if s["lang"] == lang]
        kinds = [s["kind"] for s in ks]
        order_ok &= kinds == (["everyday"] * 35 + ["specific"] * 35 + ["compound"] * 22 + ["typo"] * 20)
        flags = [bool(s["offtopic"]) for s in ks[:35]]
        order_ok &= flags == [False] * 28 + [True] * 7
    check("source order: ca, es, en; everyday (off-topic last), specific, compound, typo", order_ok)

    # off-topic ids
    off = json.load(open(opath, encoding="utf-8"))
    byid = {o["id"]: o for o in qs}
    off_ok = (isinstance(off, list) and len(off) == 21 and len(set(off)) == 21
              and all(i in byid and byid[i]["kind"] == "everyday" for i in off))
    per_lang = {l: sum(1 for i in off if i in byid and byid[i]["lang"] == l) for l in LANGS}
    off_ok &= all(v == 7 for v in per_lang.values())
    off_ok &= sorted(off) == roff
    off_texts = {t for l in LANGS for t in build.Q[l]["offtopic"]}
    off_ok &= {byid[i]["text"] for i in off} == off_texts
    topics_ok = all(len(build.Q[l]["offtopic"]) == 7 for l in LANGS) and len(build.OFFTOPIC_TOPICS) == 7
    check("scratch/offtopic_ids.json: 21 everyday ids, 7 per language, one per topic (%s)"
          % ", ".join(build.OFFTOPIC_TOPICS), off_ok and topics_ok, str(per_lang))

    # ---------------- factual ----------------
    flines, probs = read_lines(fpath)
    check("factual.jsonl: UTF-8, LF, final newline, no blank lines", not probs, "; ".join(probs))
    fs = [json.loads(l) for l in flines]
    check("factual.jsonl: 66 lines", len(fs) == 66, str(len(fs)))
    check("factual.jsonl: each line == json.dumps(obj, ensure_ascii=False)",
          all(json.dumps(o, ensure_ascii=False) == l for o, l in zip(fs, flines)))
    check("factual.jsonl: keys in order id, lang, text, quantity, accept, unit",
          all(list(o.keys()) == ["id", "lang", "text", "quantity", "accept", "unit"] for o in fs))
    check("factual.jsonl: ids f001..f066 in order", [o["id"] for o in fs] == ["f%03d" % i for i in range(1, 67)])
    fl = {l: sum(1 for o in fs if o["lang"] == l) for l in LANGS}
    check("factual.jsonl: 22 per language", all(v == 22 for v in fl.values()), str(fl))
    check("factual.jsonl: unit in allowed list", all(o["unit"] in UNITS for o in fs),
          ",".join(sorted({o["unit"] for o in fs})))
    acc_ok = all(isinstance(o["accept"], list) and len(o["accept"]) == 2
                 and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in o["accept"])
                 and 0 < o["accept"][0] <= o["accept"][1] for o in fs)
    check("factual.jsonl: accept is [low, high] with 0 < low <= high", acc_ok)
    check("factual.jsonl: quantity is non-empty ASCII English",
          all(o["quantity"] and all(ord(c) < 128 for c in o["quantity"]) for o in fs))
    check("factual.jsonl: identical to rebuild with Random(%d).shuffle" % build.FACTUAL_SEED, rf == fs)
    fsrc = build.factual_source()
    check("factual source order: ca, es, en", [f["lang"] for f in fsrc] == ["ca"] * 22 + ["es"] * 22 + ["en"] * 22)
    basis_bad = [f["text"][:40] for f in fsrc if f["basis"].lower() not in f["text"].lower()]
    check("factual: every text states its basis (per 100 g / portion / day / kg / hour / week)",
          not basis_bad, "; ".join(basis_bad))
    state_bad = [f["text"][:40] for f in fsrc if f["food"] and not f.get("drink")
                 and (not f.get("state") or f["state"].lower() not in f["text"].lower())]
    check("factual: every food item (not drinks) states raw or cooked", not state_bad, "; ".join(state_bad))
    food = {l: sum(1 for f in fsrc if f["lang"] == l and f["food"]) for l in LANGS}
    check("factual: about half food contents (per language)", all(10 <= v <= 12 for v in food.values()), str(food))
    ftexts = [re.sub(r"\s+", " ", o["text"].lower()) for o in fs]
    check("factual.jsonl: no duplicate texts, none shared with questions",
          len(set(ftexts)) == len(ftexts) and not (set(ftexts) & set(norm)))

    # ---------------- clinical scan ----------------
    hits = []
    for o in qs:
        h = clinical_hits(o["text"], o["lang"])
        if h:
            hits.append("%s:%s" % (o["id"], h))
    for o in fs:
        h = clinical_hits(o["text"], o["lang"]) + clinical_hits(o["quantity"], "en")
        if h:
            hits.append("%s:%s" % (o["id"], h))
    nterms = len(COMMON) + sum(len(v) for v in TERMS.values())
    check("clinical term scan (%d ca/es/en patterns) over %d texts" % (nterms, len(qs) + len(fs)),
          not hits, "; ".join(hits))

    # ---------------- folder / README ----------------
    expected = {"questions.jsonl", "factual.jsonl", "README.md", "scratch"}
    present = set(os.listdir(OUT))
    check("folder contains questions.jsonl, factual.jsonl, README.md, scratch/", expected <= present,
          "missing: %s" % sorted(expected - present) if not expected <= present else "")
    scratch_needed = {"build.py", "verify.py", "offtopic_ids.json", "notes.md"}
    sp = set(os.listdir(HERE))
    check("scratch/ contains build.py, verify.py, offtopic_ids.json, notes.md", scratch_needed <= sp,
          "missing: %s" % sorted(scratch_needed - sp) if not scratch_needed <= sp else "")
    rp = os.path.join(OUT, "README.md")
    if os.path.exists(rp):
        rl = open(rp, encoding="utf-8").read().split("\n")
        check("README.md: first two lines",
              rl[0] == "# Sealed chat evaluation set — %s" % NAME
              and rl[1] == "sealed: not to be read or tuned on before its first scoring")
    else:
        check("README.md: first two lines", False, "README.md missing")

    n_fail = results.count(False)
    print("\n%d checks, %d failed" % (len(results), n_fail))
    print("questions: %d (ca %d, es %d, en %d); factual: %d; off-topic ids: %d" % (
        len(qs), *(sum(1 for o in qs if o["lang"] == l) for l in LANGS), len(fs), len(off)))
    return 1 if n_fail else 0


if __name__ == "__main__":
    sys.exit(main())
