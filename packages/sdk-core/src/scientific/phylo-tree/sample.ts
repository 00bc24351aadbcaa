// The tree a new phylogenetic tree starts from: simian primates in Newick, a maximum-likelihood
// style tree of mitochondrial genomes. Branch lengths (substitutions per site) are rounded and
// illustrative, of the order published for whole mitogenomes; named clades are coloured.
export const sample = `[Simian primates, mitochondrial genomes; branch lengths in substitutions per site]
(((((Human:0.067,Chimpanzee:0.072):0.024,Gorilla:0.089):0.046,Orangutan:0.143)Hominidae:0.028,
    Gibbon:0.160):0.052,
  ((Rhesus_macaque:0.072,Olive_baboon:0.070):0.031,Colobus:0.101)Cercopithecidae:0.061,
  (Marmoset:0.093,Capuchin:0.098)Platyrrhini:0.155);
`;
