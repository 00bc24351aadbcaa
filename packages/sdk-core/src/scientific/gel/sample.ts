// A PCR genotyping gel as a person would note it down. Illustrative, not measured: a knockout
// allele detected with three primers (wild-type 520 bp, targeted 390 bp, as in many Cre/loxP
// lines), run beside NEB's 100 bp DNA Ladder (100-1,000 bp, 1,200 and 1,517 bp; 500/517 and
// 1,000 bp are its brighter reference bands).
export const sample = `# PCR genotyping, 2% agarose, 100 V for 40 min, SYBR Safe
# Expected bands: wild-type allele 520 bp, knockout allele 390 bp
lane,size,intensity
Ladder,1517,0.55
Ladder,1200,0.55
Ladder,1000,0.9
Ladder,900,0.6
Ladder,800,0.6
Ladder,700,0.6
Ladder,600,0.6
Ladder,500,1
Ladder,400,0.65
Ladder,300,0.65
Ladder,200,0.65
Ladder,100,0.6
WT,520,0.85
Het,520,0.6
Het,390,0.7
KO,390,0.9
Water,,
`;
