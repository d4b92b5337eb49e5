#!/bin/bash
# Tally held out 22's verbose logs (validate-ts-heldout22-*.txt): per kind, TypeScript vs JavaScript packages; the outcome is
# the first word after the kind (for an original, "rejected" is a false rejection and "flagged" a false alarm).
# EXCLUDE=pkg: that package's lines left out ;
# ONLY=pkg: that package's lines only.
cd /work/wt/t2/bench/results/h22 || exit 1
grep -hE "^TypeScript/JavaScript " validate-ts-heldout22-*.txt | awk -v ex="$EXCLUDE" -v only="$ONLY" '
BEGIN { js["@foliojs-fork/restructure"]=1; js["generic-pool"]=1; js["id128"]=1 }
{ pkg=$2; kind=$4; out=$5; sub(":", "", out);
  if (ex != "" && pkg == ex) next; if (only != "" && pkg != only) next;
  if (out=="not" || kind=="no") next;
  lang = (pkg in js) ? "JS" : "TS";
  o = (out=="rejected" || out=="repaired") ? "rej" : (out=="flagged" ? "flag" : (out=="missed" ? "miss" : out));
  n[kind]++; c[kind,o]++; nl[kind,lang]++; cl[kind,lang,o]++ }
END { printf "| Kind | n | rejected / repaired (or import added) | flagged only | missed | TypeScript | JavaScript |\n|---|---:|---:|---:|---:|---:|---:|\n";
  split("original hallucinated-helper wrong-member wrong-arity needed-import python-as-ts wrong-return-type", K, " ");
  for (i=1;i<=7;i++) { k=K[i]; printf "| %s | %d | %d | %d | %d | %d / %d | %d / %d |\n", k, n[k], c[k,"rej"], c[k,"flag"], c[k,"miss"], cl[k,"TS","rej"], nl[k,"TS"], cl[k,"JS","rej"], nl[k,"JS"] } }'
