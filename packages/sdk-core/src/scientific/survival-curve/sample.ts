// The table a new survival curve starts from: an illustrative two-arm trial (made-up numbers, not
// a real study) in the usual long format, one patient a row, censored at last follow-up.
export const sample = `# Overall survival in a two-arm trial, 20 patients per arm (illustrative data).
# event: 1 = died, 0 = censored (alive at last follow-up)
time (months),event,arm
2.1,1,Standard care
3.4,1,Standard care
4.0,1,Standard care
4.8,1,Standard care
5.5,1,Standard care
6.2,0,Standard care
6.9,1,Standard care
7.7,1,Standard care
8.3,1,Standard care
9.0,1,Standard care
10.4,1,Standard care
11.2,0,Standard care
12.5,1,Standard care
13.8,1,Standard care
15.1,1,Standard care
16.9,0,Standard care
18.2,1,Standard care
21.0,0,Standard care
24.0,0,Standard care
24.0,0,Standard care
3.9,1,Drug A
5.8,0,Drug A
7.4,1,Drug A
9.6,1,Drug A
10.8,0,Drug A
12.1,1,Drug A
13.5,1,Drug A
14.2,0,Drug A
15.9,1,Drug A
17.3,1,Drug A
18.8,0,Drug A
19.5,1,Drug A
20.6,0,Drug A
21.7,1,Drug A
22.4,0,Drug A
24.0,0,Drug A
24.0,0,Drug A
24.0,0,Drug A
24.0,0,Drug A
24.0,0,Drug A
`;
