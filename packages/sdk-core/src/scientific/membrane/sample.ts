// A T cell's plasma membrane with three receptors, in % along it: PD-1 (an inhibitory receptor),
// the T-cell receptor complex (TCR with its CD3 chains, the widest) and CD28 (a co-stimulatory
// homodimer). Positions are illustrative: a schematic, not measured spacing.
export const sample = `# T-cell plasma membrane: where each receptor sits (% along) and its gap in lipids
position,label,width
20,PD-1,3
50,TCR,6
80,CD28,4
`;
