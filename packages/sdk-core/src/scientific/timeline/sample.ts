// The table a new timeline starts from: the design of a typical syngeneic mouse tumour study
// (MC38 colon carcinoma in C57BL/6 mice, anti-PD-1 against an isotype control). An illustrative
// schedule, not a specific published protocol.
export const sample = `# Mouse tumour study: anti-PD-1 (200 µg i.p.) versus isotype control, n = 10 per group
# kind: treatment, sampling, imaging or other; end makes a span (e.g. a period of measurement)
time,label,kind,end
-7,Acclimatisation,other,0
0,MC38 implantation (s.c.),other,
7,Anti-PD-1 dose 1,treatment,
10,Dose 2,treatment,
13,Dose 3,treatment,
7,Tumour calipers 3× weekly,sampling,28
14,Bioluminescence imaging,imaging,
14,Blood sample,sampling,
21,Bioluminescence imaging,imaging,
28,Sacrifice and tumour harvest,other,
`;
