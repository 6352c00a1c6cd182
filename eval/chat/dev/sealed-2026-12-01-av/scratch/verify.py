"""Verify the sealed set sealed-2026-12-01-av. Reads only files in this set's folder."""
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DIR = os.path.dirname(HERE)
LANGS = ["ca", "es", "en"]
KINDS = ["everyday", "specific", "compound", "typo"]
KIND_N = {"everyday": 35, "specific": 35, "compound": 22, "typo": 20}
Q_SEED, F_SEED = 20281207, 20281208
UNITS = {"kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h", "g/h", "kg/week",
         "times/week", "g/kg/day", "%"}
OFF_CATS = ["weather", "football", "device", "translation", "taxes", "travel", "films"]

results = []


def check(name, ok, detail=""):
    results.append((name, bool(ok), detail))


def read_raw(path):
    with open(path, "rb") as fh:
        return fh.read()


def load_jsonl(name):
    path = os.path.join(DIR, name)
    raw = read_raw(path)
    try:
        txt = raw.decode("utf-8")
        utf8 = True
    except UnicodeDecodeError:
        txt, utf8 = raw.decode("utf-8", "replace"), False
    check(f"{name}: UTF-8", utf8)
    check(f"{name}: no BOM, no CR", not raw.startswith(b"\xef\xbb\xbf") and b"\r" not in raw)
    check(f"{name}: final newline, no blank lines", txt.endswith("\n") and "\n\n" not in txt and not txt.startswith("\n"))
    lines = txt.split("\n")[:-1]
    objs, canon = [], True
    for ln in lines:
        o = json.loads(ln)
        objs.append(o)
        if json.dumps(o, ensure_ascii=False) != ln:
            canon = False
    check(f"{name}: each line == json.dumps(obj, ensure_ascii=False)", canon)
    return objs


def norm(t):
    return re.sub(r"\s+", " ", t.strip().lower())


ACCENTED = set("àáâäèéêëìíîïòóôöùúûüçñ·")

# Clinical / out-of-scope terms (word-start matches, case-insensitive) in ca/es/en.
CLINICAL = [
    r"diabet", r"colesterol", r"cholesterol", r"hipertens", r"hypertens", r"tensi[oó] arterial",
    r"pressi[oó] arterial", r"presi[oó]n arterial", r"blood pressure", r"medicament", r"medicaci",
    r"medication", r"medicine", r"f[àá]rmac", r"drug", r"pill", r"prescri", r"receta m[eé]dica",
    r"embaraz", r"embar[aà]s", r"pregnan", r"gestaci", r"lact[àa]nci", r"breastfeed", r"nadó", r"bebés?\b",
    r"nens?\b", r"nenes?\b", r"niñ[oa]s?\b", r"child", r"kids?\b", r"infant", r"fill[sa]?\b", r"hij[oa]s?\b",
    r"teen", r"adolesc", r"anorex", r"anorèx", r"anoréx", r"bul[ií]mi", r"trastorn", r"disorder",
    r"malalt", r"enfermedad", r"disease", r"illness", r"s[ií]mptom", r"s[ií]ntoma", r"symptom",
    r"dolor", r"pain", r"mareo", r"mareig", r"dizz", r"n[àa]use", r"nause", r"v[òó]mit", r"vomit",
    r"diarr", r"restrenyi", r"estreñ", r"constipa", r"inflor", r"hinchaz", r"bloat", r"rampa", r"calambre",
    r"cramp", r"c[àáa]ncer", r"tumor", r"colitis", r"intoler", r"cel[íi]ac", r"coeliac", r"celiac",
    r"al[·.]?l[eè]rg", r"alergi", r"allerg", r"hospital", r"metge", r"m[eé]dic[oa]s?\b", r"doctor",
    r"infermer", r"enfermer", r"nurse", r"tiroide", r"thyroid", r"anèmi", r"anemi", r"anaemi", r"ferritin",
    r"insulin", r"glucosa en sang", r"blood sugar", r"ren(y|o)ó?\b", r"kidney", r"ri[ñn]ón", r"fetge\b",
    r"h[íi]gado", r"liver", r"depress", r"ansietat", r"ansiedad", r"anxiety", r"insomni", r"dieta de [1-9]\d{2}\b",
    r"detox", r"\b(500|600|700|800|900|1000|1\.000|1200|1\.200) ?kcal", r"ozempic", r"laxant", r"laxat",
    r"diur[eè]tic", r"menopaus", r"menopaus", r"quimio", r"chemo", r"cirurg", r"cirug", r"surgery",
    r"injur", r"lesi[oó]", r"ferid", r"herida", r"operaci",
]
CLIN_RE = re.compile(r"(?<![a-zà-ÿ])(" + "|".join(CLINICAL) + r")", re.IGNORECASE)


def main():
    # ---------- questions ----------
    qs = load_jsonl("questions.jsonl")
    check("questions: 336 lines", len(qs) == 336, str(len(qs)))
    check("questions: field order id,lang,kind,text", all(list(o.keys()) == ["id", "lang", "kind", "text"] for o in qs))
    check("questions: ids q001..q336 in order", [o["id"] for o in qs] == [f"q{i:03d}" for i in range(1, 337)])
    check("questions: all values are non-empty strings", all(isinstance(o[k], str) and o[k].strip() for o in qs for k in o))
    for lang in LANGS:
        n = sum(o["lang"] == lang for o in qs)
        check(f"questions: {lang} count 112", n == 112, str(n))
        for kind in KINDS:
            m = sum(o["lang"] == lang and o["kind"] == kind for o in qs)
            check(f"questions: {lang}/{kind} count {KIND_N[kind]}", m == KIND_N[kind], str(m))
    check("questions: only langs ca/es/en and known kinds",
          all(o["lang"] in LANGS and o["kind"] in KINDS for o in qs))

    # off-topic ids
    off = json.loads(open(os.path.join(HERE, "offtopic_ids.json"), encoding="utf-8").read())
    byid = {o["id"]: o for o in qs}
    check("offtopic: 21 unique ids, all exist", len(off) == 21 == len(set(off)) and all(i in byid for i in off))
    check("offtopic: all are kind everyday", all(byid[i]["kind"] == "everyday" for i in off if i in byid))
    for lang in LANGS:
        n = sum(byid[i]["lang"] == lang for i in off if i in byid)
        check(f"offtopic: {lang} has exactly 7", n == 7, str(n))
    check("offtopic: ids not recorded inside questions.jsonl (no extra fields)",
          all(len(o) == 4 for o in qs))

    # reconstruct pre-shuffle order and check ordering rules
    perm = list(range(336))
    random.Random(Q_SEED).shuffle(perm)
    orig = [None] * 336
    for i, p in enumerate(perm):
        orig[p] = qs[i]
    exp_seq = [(lang, kind) for lang in LANGS for kind in KINDS for _ in range(KIND_N[kind])]
    check("questions: unshuffled with Random(20281207) gives order ca,es,en x everyday,specific,compound,typo",
          [(o["lang"], o["kind"]) for o in orig] == exp_seq)
    offset = {s for s in off}
    tail_ok = True
    for li, lang in enumerate(LANGS):
        block = orig[li * 112: li * 112 + 35]
        flags = [o["id"] in offset for o in block]
        if flags != [False] * 28 + [True] * 7:
            tail_ok = False
    check("questions: off-topic items are the last 7 of each language's everyday block", tail_ok)
    # reshuffle check
    re_sh = list(orig)
    random.Random(Q_SEED).shuffle(re_sh)
    check("questions: reshuffling reconstructed order reproduces file",
          [o["text"] for o in re_sh] == [o["text"] for o in qs])

    # typo style
    typo_ok, typo_bad = True, []
    for o in qs:
        if o["kind"] == "typo":
            t = o["text"]
            if t != t.lower() or (o["lang"] in ("ca", "es") and any(c in ACCENTED for c in t.lower())):
                typo_ok = False
                typo_bad.append(o["id"])
    check("questions: typo items lowercase, ca/es typo items without accents", typo_ok, ",".join(typo_bad))

    # length variety
    wc = [len(o["text"].split()) for o in qs]
    check("questions: every text has >= 3 words", min(wc) >= 3, f"min={min(wc)}")
    sent = [len([s for s in re.split(r"[.!?¿¡;]+\s*", o["text"]) if len(s.split()) >= 2]) for o in qs]
    check("questions: at most 4 sentences each", max(sent) <= 4, f"max={max(sent)}")
    check("questions: length varies (some <= 4 words, some >= 25 words)",
          min(wc) <= 4 and max(wc) >= 25, f"min={min(wc)} max={max(wc)}")

    # ---------- factual ----------
    fs = load_jsonl("factual.jsonl")
    check("factual: 66 lines", len(fs) == 66, str(len(fs)))
    check("factual: field order id,lang,text,quantity,accept,unit",
          all(list(o.keys()) == ["id", "lang", "text", "quantity", "accept", "unit"] for o in fs))
    check("factual: ids f001..f066 in order", [o["id"] for o in fs] == [f"f{i:03d}" for i in range(1, 67)])
    for lang in LANGS:
        n = sum(o["lang"] == lang for o in fs)
        check(f"factual: {lang} count 22", n == 22, str(n))
    check("factual: units in allowed set", all(o["unit"] in UNITS for o in fs),
          ",".join(sorted({o["unit"] for o in fs} - UNITS)))
    nunits = len({o["unit"] for o in fs})
    check("factual: at least 10 distinct units", nunits >= 10, str(nunits))
    acc_ok = all(isinstance(o["accept"], list) and len(o["accept"]) == 2
                 and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in o["accept"])
                 and o["accept"][0] <= o["accept"][1] and o["accept"][0] >= 0 for o in fs)
    check("factual: accept is [low, high] numeric, low <= high", acc_ok)
    check("factual: quantity is English (ASCII) text", all(o["quantity"].isascii() and o["quantity"].strip() for o in fs))
    check("factual: one question mark per text (one figure asked)", all(o["text"].count("?") == 1 for o in fs))
    basis = re.compile(r"\d|per |por |al dia|al día|a day|per day|hora|hour|setmana|semana|week|"
                       r"ració|ración|serving|portion|una sola presa|one standard|kcal", re.IGNORECASE)
    check("factual: each text states a basis (amount/portion/day/kg/hour/week)",
          all(basis.search(o["text"]) for o in fs))
    # unshuffle factual
    perm = list(range(66))
    random.Random(F_SEED).shuffle(perm)
    forig = [None] * 66
    for i, p in enumerate(perm):
        forig[p] = fs[i]
    check("factual: unshuffled with Random(20281208) gives language order ca,es,en",
          [o["lang"] for o in forig] == ["ca"] * 22 + ["es"] * 22 + ["en"] * 22)
    meta_p = os.path.join(HERE, "factual_meta.json")
    if os.path.exists(meta_p):
        meta = json.load(open(meta_p, encoding="utf-8"))
        food = sum(m["category"] == "food" for m in meta)
        check("factual: about half are food energy/nutrient items (30-36)", 30 <= food <= 36, str(food))
        check("factual: meta matches file", [(m["id"], m["accept"], m["unit"]) for m in meta]
              == [(o["id"], o["accept"], o["unit"]) for o in fs])
    notes = open(os.path.join(HERE, "notes.md"), encoding="utf-8").read()
    check("factual: every id explained in scratch/notes.md", all(f"**{o['id']}**" in notes for o in fs))

    # ---------- cross-file ----------
    texts = [norm(o["text"]) for o in qs] + [norm(o["text"]) for o in fs]
    dups = len(texts) - len(set(texts))
    check("no duplicate texts across both files (lower-cased, whitespace-collapsed)", dups == 0, str(dups))
    hits = []
    for o in qs + fs:
        m = CLIN_RE.search(o["text"])
        if m:
            hits.append(f"{o['id']}:{m.group(0)}")
    check("no clinical terms (diseases, medication, pregnancy, children, symptoms, very low intakes)",
          not hits, ";".join(hits))

    # ---------- README ----------
    rp = os.path.join(DIR, "README.md")
    if os.path.exists(rp):
        rl = open(rp, encoding="utf-8").read().split("\n")
        check("README: first line title", rl[0] == "# Sealed chat evaluation set — sealed-2026-12-01-av")
        check("README: sealed line present",
              "sealed: not to be read or tuned on before its first scoring" in rl[:5])
    else:
        check("README: exists", False)

    # ---------- report ----------
    width = max(len(n) for n, _, _ in results)
    for name, ok, detail in results:
        line = f"{'PASS' if ok else 'FAIL'}  {name}"
        if detail and not ok:
            line += f"  [{detail}]"
        print(line)
    nfail = sum(not ok for _, ok, _ in results)
    print(f"counts: questions={len(qs)} (ca/es/en 112 each; everyday 35, specific 35, compound 22, typo 20 per language), "
          f"factual={len(fs)} (22 per language), off-topic ids=21, distinct units={nunits}")
    print("verify: all PASS" if nfail == 0 else f"verify: {nfail} FAIL")
    return 0 if nfail == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
