"""Verify the sealed set sealed-2026-12-01-ay against its brief. Prints one line per check."""
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
from data import KIND_COUNTS, LANGS, OFFTOPIC_CATEGORIES, Q  # noqa: E402

UNITS = {"kcal", "g", "g/day", "mg", "mg/day", "L/day", "mL", "mL/kg", "L/h", "g/h", "kg/week",
         "times/week", "g/kg/day", "%"}

# Clinical / out-of-scope terms. Each pattern applies to the languages listed ("*" = every text).
TERMS = {
    "*": [
        r"\bdiabet\w*", r"\bcolesterol\b", r"\bcholesterol\b", r"\bhipertens\w*", r"\bhypertens\w*",
        r"\banor[eè]xi\w*", r"\banorexi\w*", r"\bbul[ií]mi\w*", r"\bdetox\w*", r"\bobes\w*", r"\bosteopor\w*",
        r"\bsarcopen\w*", r"\bmenopaus\w*", r"\bhospital\w*", r"\bcl[ií]nic\w*", r"\bv[oó]mit\w*",
        r"\bdiarr?h?e\w*", r"\bc[aàá]ncer\w*", r"\badolescen\w*", r"\bdolor\w*", r"\bdiagn[oòó]st\w*",
        r"\bdiagnos\w*", r"\bceli[aà]c\w*", r"\bcel[ií]ac\w*", r"\bcoeliac\w*", r"\btiroid\w*", r"\bthyroid\w*",
        r"\binsulin\w*", r"\binsulina\w*", r"\bpastill\w*", r"\bf[àaá]rmac\w*", r"\bmedicament\w*",
        r"\bmedicaci[oó]\w*", r"\bmedicat\w*", r"\bembaras\w*", r"\bembaraz\w*", r"\bpregnan\w*",
        r"\blact[àa]nci\w*", r"\blactanci\w*", r"\bbreastfe\w*",
    ],
    "en": [
        r"\bdiseases?\b", r"\bblood (pressure|sugar|test)", r"\bmedicine\w*", r"\bpills?\b", r"\bdrugs?\b",
        r"\bprescri\w*", r"\bbing(e|eing)\b", r"\beating disorders?\b", r"\bpurg\w*", r"\bchild\w*",
        r"\bkids?\b", r"\bbab(y|ies)\b", r"\btoddlers?\b", r"\bteen\w*", r"\bsymptom\w*", r"\bpain\w*",
        r"\baches?\b", r"\btumou?r\w*", r"\ballerg\w*", r"\bintoleran\w*", r"\bibs\b", r"\breflux\b",
        r"\bdoctors?\b", r"\bcramps?\b", r"\bheadaches?\b", r"\bnause\w*", r"\bhangover\w*", r"\bkidneys?\b",
        r"\bliver\b", r"\bheart\b", r"\binjur\w*", r"\bsurger\w*", r"\banaemi\w*", r"\banemi\w*",
        r"\bdeficien\w*", r"\bfast(ing|ed)\b", r"\bcrash diet\w*", r"\bstarv\w*", r"\blaxativ\w*",
        r"\bdiuretic\w*", r"\bpatients?\b", r"\btherap\w*", r"\btreatment\w*", r"\bcure[sd]?\b",
        r"\bconstipat\w*", r"\bbloat\w*", r"\binflamm\w*", r"\bsick\w*", r"\bill(ness)?\b", r"\binfection\w*",
        r"\bvery low.calorie\b", r"\bmeal replacement\w*", r"\bwater fast\w*", r"\bjuice cleanse\w*",
    ],
    "ca": [
        r"\bmalalt\w*", r"\btensi[oó] arterial", r"\bafartad\w*", r"\btrastorn\w*", r"\bnen(a|s|es)?\b",
        r"\bfill(a|s|es)?\b", r"\bbeb[èé]s?\b", r"\bnadons?\b", r"\bnadó\b", r"\bs[ií]mptom\w*",
        r"\bmal de (cap|panxa|ventre|estómac|estomac)", r"\bal[·.]?l[eè]rgi\w*", r"\balergi\w*",
        r"\bintoler[àa]nci\w*", r"\bmetges?\b", r"\bmetgessa\w*", r"\brampes?\b", r"\bn[àa]use\w*",
        r"\bressac\w*", r"\brony[oó]\w*", r"\bfetge\w*", r"\bcor\b", r"\blesi[oó]\w*", r"\bcirurgi\w*",
        r"\ban[eè]mi\w*", r"\bdefici[eè]nci\w*", r"\bdejun\w*", r"\bdieta miracle", r"\bpacients?\b",
        r"\btractament\w*", r"\brestrenyi\w*", r"\binflor\w*", r"\binflamaci\w*", r"\binfecci\w*",
        r"\bpurgar\w*", r"\bdieta molt baixa",
    ],
    "es": [
        r"\benferm\w*", r"\btensi[oó]n arterial", r"\breceta m[eé]dica", r"\batrac[oó]n\w*", r"\btrastorno\w*",
        r"\bni[ñn](o|a|os|as)\b", r"\bhij(o|a|os|as)\b", r"\bbebé\b", r"\bbebés\b", r"\bs[ií]ntoma\w*",
        r"\balergi\w*", r"\bintoleranci\w*", r"\bm[eé]dic(o|a|os|as)\b", r"\bcalambre\w*", r"\bresaca\w*",
        r"\bn[aá]usea\w*", r"\bri[ñn]([oó]n|ones)\b", r"\bh[ií]gado\w*", r"\bcoraz[oó]n\w*", r"\blesi[oó]n\w*",
        r"\blesiones\b", r"\bcirug\w*", r"\banemi\w*", r"\bdeficienci\w*", r"\bayun\w*", r"\bdieta milagro",
        r"\bpacientes?\b", r"\btratamiento\w*", r"\bestre[ñn]i\w*", r"\bhinchaz\w*", r"\bhinchad\w*",
        r"\binflamaci\w*", r"\binfecci\w*", r"\bpurga\w*",
    ],
}

ACCENTED = set("àáèéìíïòóùúüÀÁÈÉÌÍÏÒÓÙÚÜ")

BASIS = re.compile(
    r"100 ?g|100 ?m[lL]|\b\d+ ?g\b|\b\d+ ?m[lL]\b|per dia|al dia|al día|cada dia|de cada dia|diària|diaria|"
    r"per day|a day|per week|a la setmana|per setmana|a la semana|por semana|per kg|por kg|each kg|cada kg|"
    r"per hora|por hora|per hour|per toma|por toma|una sola presa|per presa|\b1 g de sodi|\bUBE\b|energ",
    re.IGNORECASE,
)
RAW_COOKED = re.compile(
    r"\bcru[ae]?s?\b|\bcuit[ae]?s?\b|bullid\w*|sense cuinar|escorregud\w*|"
    r"\bcrud[oa]s?\b|\bcocid[oa]s?\b|hervid[oa]|en crudo|escurrid[oa]|sin cocinar|tal como se vende|"
    r"\braw\b|\bcooked\b|\bboiled\b|\broasted\b|hard-boiled|not cooked|no cooking|as it comes|\bpeeled\b",
    re.IGNORECASE,
)

results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(f"[{'PASS' if ok else 'FAIL'}] {name}" + (f" — {detail}" if detail else ""))


def read_jsonl(path):
    raw = open(path, "rb").read()
    problems = []
    try:
        txt = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None, ["not UTF-8"]
    if "\r" in txt:
        problems.append("contains CR")
    if not txt.endswith("\n"):
        problems.append("no final newline")
    lines = txt.split("\n")[:-1]
    objs = []
    for i, line in enumerate(lines, 1):
        if not line.strip():
            problems.append(f"blank line {i}")
            continue
        o = json.loads(line)
        if json.dumps(o, ensure_ascii=False) != line:
            problems.append(f"line {i} is not json.dumps(obj, ensure_ascii=False)")
        objs.append(o)
    return objs, problems


def words(t):
    return re.findall(r"\w+(?:['’·.\-]\w+)*", t)


def sentences(t):
    parts = [p for p in re.split(r"(?<=[.!?])\s+", t.strip()) if p]
    return len(parts)


def term_hits(text, lang):
    low = text.lower()
    hits = []
    for key in ("*", lang):
        for pat in TERMS[key]:
            m = re.search(pat, low)
            if m:
                hits.append(m.group(0))
    # ages under 18
    for m in re.finditer(r"\b(\d{1,3})\s*(anys|años|anos|years?)\b", low):
        if int(m.group(1)) < 18:
            hits.append(m.group(0))
    # very low energy intakes
    for m in re.finditer(r"\b(\d{3,4})\s*(kcal|calories|calorías|calorias|calories)\b", low):
        if int(m.group(1)) < 1200:
            hits.append(m.group(0))
    return hits


def main():
    qpath = os.path.join(OUT, "questions.jsonl")
    fpath = os.path.join(OUT, "factual.jsonl")
    qs, qprob = read_jsonl(qpath)
    fs, fprob = read_jsonl(fpath)
    check("questions.jsonl: UTF-8, LF, final newline, no blank lines, exact json.dumps lines", not qprob, "; ".join(qprob[:5]))
    check("factual.jsonl: UTF-8, LF, final newline, no blank lines, exact json.dumps lines", not fprob, "; ".join(fprob[:5]))

    # ---------------- questions
    check("questions: 336 lines", len(qs) == 336, str(len(qs)))
    check("questions: keys in order id, lang, kind, text", all(list(o) == ["id", "lang", "kind", "text"] for o in qs))
    check("questions: ids q001..q336 in order", [o["id"] for o in qs] == [f"q{i:03d}" for i in range(1, 337)])
    cnt = collections.Counter((o["lang"], o["kind"]) for o in qs)
    want = {(l, k): n for l in LANGS for k, n in KIND_COUNTS.items()}
    check("questions: 112 per language", all(sum(cnt[(l, k)] for k in KIND_COUNTS) == 112 for l in LANGS),
          ", ".join(f"{l}={sum(cnt[(l, k)] for k in KIND_COUNTS)}" for l in LANGS))
    check("questions: per language everyday 35, specific 35, compound 22, typo 20", dict(cnt) == want,
          "; ".join(f"{l}: " + " ".join(f"{k}={cnt[(l, k)]}" for k in KIND_COUNTS) for l in LANGS))
    check("questions: lang in ca/es/en and kind valid", all(o["lang"] in LANGS and o["kind"] in KIND_COUNTS for o in qs))

    texts = [o["text"] for o in qs] + [o["text"] for o in fs]
    norm = [re.sub(r"\W+", " ", unicodedata.normalize("NFKD", t).lower()).strip() for t in texts]
    dups = [t for t, n in collections.Counter(texts).items() if n > 1]
    ndups = [t for t, n in collections.Counter(norm).items() if n > 1]
    check("no duplicate texts (exact or after normalising case/punctuation/accents)", not dups and not ndups,
          "; ".join(dups + ndups)[:300])

    # ---------------- off-topic
    off = json.load(open(os.path.join(HERE, "offtopic_ids.json"), encoding="utf-8"))
    byid = {o["id"]: o for o in qs}
    offc = collections.Counter(byid[i]["lang"] for i in off if i in byid)
    check("offtopic_ids.json: 21 unique existing ids, 7 per language, all kind everyday",
          len(off) == 21 and len(set(off)) == 21 and all(i in byid for i in off)
          and all(byid[i]["kind"] == "everyday" for i in off) and all(offc[l] == 7 for l in LANGS),
          ", ".join(f"{l}={offc[l]}" for l in LANGS))
    cats_ok = all(sorted(c for c, _ in Q[l]["offtopic"]) == sorted(OFFTOPIC_CATEGORIES) for l in LANGS)
    check("off-topic: one each of weather, football, device, translation, paperwork, travel, films/series per language", cats_ok)
    sq = build.shuffled_questions()
    check("offtopic_ids.json matches the off-topic items of the build", sorted(off) == sorted(r["id"] for r in sq if r["_offtopic"]))

    # ---------------- build order and shuffles
    ordered = build.ordered_questions()
    seq = [(r["lang"], r["kind"]) for r in ordered]
    expect = [(l, k) for l in LANGS for k in KIND_COUNTS for _ in range(KIND_COUNTS[k])]
    last7 = all(all(r["_offtopic"] for r in [x for x in ordered if x["lang"] == l and x["kind"] == "everyday"][-7:])
                and not any(r["_offtopic"] for r in [x for x in ordered if x["lang"] == l and x["kind"] == "everyday"][:-7])
                for l in LANGS)
    check("build order: ca, es, en; everyday (off-topic last), specific, compound, typo", seq == expect and last7)
    check("questions.jsonl == build order shuffled with random.Random(20281213)",
          [build.public_question(r) for r in sq] == qs)
    sf = build.shuffled_factual()
    check("factual.jsonl == build order shuffled with random.Random(20281214)",
          [build.public_factual(r) for r in sf] == fs)

    # ---------------- typo items
    typos = [o for o in qs if o["kind"] == "typo"]
    bad_case = [o["id"] for o in typos if o["text"] != o["text"].lower()]
    bad_acc = [o["id"] for o in typos if o["lang"] in ("ca", "es") and (set(o["text"]) & ACCENTED or "·" in o["text"])]
    check("typo items lowercase", not bad_case, " ".join(bad_case))
    check("ca/es typo items without accents", not bad_acc, " ".join(bad_acc))

    # ---------------- lengths
    wc = [len(words(o["text"])) for o in qs]
    bad_len = [o["id"] for o in qs if not (3 <= len(words(o["text"])) <= 80) or sentences(o["text"]) > 4]
    check("question length 3 words to 4 sentences", not bad_len,
          f"words min={min(wc)} max={max(wc)}; max sentences={max(sentences(o['text']) for o in qs)}" + (" bad: " + " ".join(bad_len) if bad_len else ""))

    # ---------------- clinical scan
    hits = []
    for o in qs + fs:
        h = term_hits(o["text"], o["lang"])
        if h:
            hits.append(f"{o['id']}: {h}")
    probes = {"ca": ["Tinc diabetis i prenc medicació", "el meu fill de 12 anys", "dieta de 800 kcal"],
              "es": ["estoy embarazada", "mi hijo tiene alergia", "hago ayuno de tres días"],
              "en": ["my kids hate veg", "i have a headache after coffee", "is a juice cleanse ok"]}
    missed = [t for l, ts in probes.items() for t in ts if not term_hits(t, l)]
    check("term scanner self-test: flags 9 known clinical probes", not missed, "; ".join(missed))
    n_pat = sum(len(v) for v in TERMS.values())
    check(f"no clinical terms ({n_pat} ca/es/en patterns + ages under 18 + intakes under 1200 kcal) in {len(qs) + len(fs)} texts",
          not hits, "; ".join(hits[:10]))

    # ---------------- factual
    check("factual: 66 lines", len(fs) == 66, str(len(fs)))
    check("factual: keys in order id, lang, text, quantity, accept, unit",
          all(list(o) == ["id", "lang", "text", "quantity", "accept", "unit"] for o in fs))
    check("factual: ids f001..f066 in order", [o["id"] for o in fs] == [f"f{i:03d}" for i in range(1, 67)])
    fc = collections.Counter(o["lang"] for o in fs)
    check("factual: 22 per language", all(fc[l] == 22 for l in LANGS), ", ".join(f"{l}={fc[l]}" for l in LANGS))
    check("factual: unit in allowed list", all(o["unit"] in UNITS for o in fs),
          " ".join(sorted({o['unit'] for o in fs} - UNITS)))
    check("factual: accept is [low, high] numbers with low <= high",
          all(isinstance(o["accept"], list) and len(o["accept"]) == 2
              and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in o["accept"])
              and o["accept"][0] <= o["accept"][1] for o in fs))
    check("factual: quantity is English (ASCII) and non-empty", all(o["quantity"] and o["quantity"].isascii() for o in fs))
    nob = [o["id"] for o in fs if not BASIS.search(o["text"])]
    check("factual: every text states its basis", not nob, " ".join(nob))
    foods = {r["id"]: r["food"] for r in sf}
    norc = [o["id"] for o in fs if foods[o["id"]] and not RAW_COOKED.search(o["text"])]
    check("factual: every food item says raw/cooked (or as sold)", not norc, " ".join(norc))
    fcount = collections.Counter(o["lang"] for o in fs if foods[o["id"]])
    check("factual: about half food composition per language", all(9 <= fcount[l] <= 13 for l in LANGS),
          ", ".join(f"{l}={fcount[l]}/22" for l in LANGS))
    notes = open(os.path.join(HERE, "notes.md"), encoding="utf-8").read()
    check("notes.md gives a rationale for every factual id", all(f"**{o['id']}**" in notes for o in fs))
    units_used = collections.Counter(o["unit"] for o in fs)
    print("      units used: " + ", ".join(f"{u}={n}" for u, n in sorted(units_used.items())))

    # ---------------- README
    rp = os.path.join(OUT, "README.md")
    if os.path.exists(rp):
        rl = open(rp, encoding="utf-8").read().split("\n")
        check("README.md header lines", rl[0] == "# Sealed chat evaluation set — sealed-2026-12-01-ay"
              and rl[1] == "sealed: not to be read or tuned on before its first scoring")
    else:
        check("README.md exists", False)

    print(f"{sum(results)}/{len(results)} checks passed")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
