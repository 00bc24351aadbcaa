/**
 * One named molecule: its name as shown, its SMILES, its molecular formula (Hill order, as the
 * toolkit writes it: a unit test checks every SMILES against it, so a typo in either is caught)
 * and other names it is known by.
 */
export type NamedMoleculeRow = readonly [
  name: string,
  smiles: string,
  formula: string,
  synonyms?: readonly string[],
];
