// The first 30 bases of the coding sequence of human beta-globin (HBB), from NCBI RefSeq
// NM_000518.5: ATG then Val-His-Leu-Thr-Pro-Glu-Glu-Lys-Ser. Bases 19–21 (GAG, Glu6) are the
// codon sickle-cell disease changes to GTG (Val).
export const sample = `>NM_000518.5 Homo sapiens hemoglobin subunit beta (HBB), CDS bases 1-30
ATGGTGCATCTGACTCCTGAGGAGAAGTCT
`;
