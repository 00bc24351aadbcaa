// A sandwich ELISA read at 450 nm, laid out as a plate reader exports it. Illustrative, not
// measured: the standards follow a four-parameter logistic curve typical of a cytokine ELISA
// (2-fold dilutions from 1000 pg/mL), the samples are in duplicate with a few per cent scatter.
export const sample = `# ELISA, absorbance at 450 nm (plate reader export)
# Columns 1-2: standard curve in duplicate, A-H = 1000, 500, 250, 125, 62.5, 31.3, 15.6, 0 pg/mL
# Columns 3-12: samples in duplicate pairs (3-4, 5-6, 7-8, 9-10, 11-12); H11-H12 unused
,1,2,3,4,5,6,7,8,9,10,11,12
A,2.301,2.269,1.204,1.262,0.520,0.544,0.185,0.178,0.218,0.227,0.237,0.247
B,1.932,1.876,0.630,0.574,1.863,1.835,0.235,0.247,0.296,0.298,0.559,0.532
C,1.251,1.266,1.340,1.324,1.057,1.041,1.743,1.665,1.033,1.069,1.473,1.577
D,0.762,0.781,1.537,1.590,0.190,0.192,1.065,1.007,1.410,1.407,0.752,0.760
E,0.435,0.442,0.204,0.203,2.330,2.209,0.591,0.553,0.715,0.711,0.204,0.191
F,0.234,0.237,1.859,1.931,0.998,0.992,1.876,1.903,0.552,0.556,0.258,0.259
G,0.136,0.139,1.047,1.019,0.638,0.651,2.203,2.165,1.177,1.105,2.076,2.096
H,0.053,0.052,0.582,0.614,0.192,0.195,0.272,0.264,0.161,0.160,,
`;
