// Human insulin (INS) on chromosome 11, minus strand: three exons, the coding sequence starting in
// exon 2. Positions are modelled on GRCh38 (NM_000207) and are illustrative, not authoritative.
export const sample = `# INS, human insulin: chr11, GRCh38 (positions illustrative)
# feature: gene, exon, cds, utr5, utr3, intron or other; positions 1-based, inclusive
# exon stretches outside the cds rows are drawn as UTRs
feature,start,end,label,strand
gene,2159779,2161209,INS,-
exon,2161168,2161209,,
exon,2160785,2160988,,
exon,2159779,2159998,,
cds,2160785,2160971,,
cds,2159853,2159998,,
`;
