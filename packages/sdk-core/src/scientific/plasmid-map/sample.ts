// pUC19, GenBank L09137; annotation as exported by SnapGene (SnapGene 4.1.0, via New England
// Biolabs). A plasmid map reads GenBank like this, or a table of features (see parse.ts).
export const sample = `LOCUS       Exported                2686 bp ds-DNA     circular SYN 24-NOV-2013
DEFINITION  Standard E. coli vector with a multiple cloning site (MCS) for DNA 
            cloning. The MCS is reversed in pUC18.
ACCESSION   .
VERSION     .
KEYWORDS    pUC19
SOURCE      synthetic DNA construct
  ORGANISM  synthetic DNA construct
REFERENCE   1  (bases 1 to 2686)
  AUTHORS   Yanisch-Perron C, Vieira J, Messing J.
  TITLE     Improved M13 phage cloning vectors and host strains: nucleotide 
            sequences of the M13mp18 and pUC19 vectors.
  JOURNAL   Gene 1985;33:103-19.
  PUBMED    2985470
REFERENCE   2  (bases 1 to 2686)
  AUTHORS   New England Biolabs
  TITLE     Direct Submission
  JOURNAL   Exported Nov 10, 2017 from SnapGene 4.1.0
            http://www.snapgene.com
COMMENT     See also GenBank accession L09137.
FEATURES             Location/Qualifiers
     source          1..2686
                     /organism="synthetic DNA construct"
                     /lab_host="Escherichia coli"
                     /mol_type="other DNA"
     CDS             complement(146..469)
                     /codon_start=1
                     /gene="lacZ"
                     /product="LacZ-alpha fragment of beta-galactosidase"
                     /label=lacZ-alpha
                     /translation="MTMITPSLHACRSTLEDPRVPSSNSLAVVLQRRDWENPGVTQLNR
                     LAAHPPFASWRNSEEARTDRPSQQLRSLNGEWRLMRYFLLTHLCGISHRIWCTLSTICS
                     DAA"
     primer_bind     379..395
                     /label=M13 fwd
                     /note="common sequencing primer, one of multiple similar 
                     variants"
     misc_feature    396..452
                     /label=MCS
                     /note="pUC19 multiple cloning site"
     primer_bind     complement(465..481)
                     /label=M13 rev
                     /note="common sequencing primer, one of multiple similar 
                     variants"
     protein_bind    489..505
                     /label=lac operator
                     /bound_moiety="lac repressor encoded by lacI"
                     /note="The lac repressor binds to the lac operator to 
                     inhibit transcription in E. coli. This inhibition can be 
                     relieved by adding lactose or 
                     isopropyl-beta-D-thiogalactopyranoside (IPTG)."
     promoter        complement(513..543)
                     /label=lac promoter
                     /note="promoter for the E. coli lac operon"
     rep_origin      complement(867..1455)
                     /direction=LEFT
                     /label=ori
                     /note="high-copy-number ColE1/pMB1/pBR322/pUC origin of 
                     replication"
     CDS             complement(1626..2486)
                     /codon_start=1
                     /gene="bla"
                     /product="beta-lactamase"
                     /label=AmpR
                     /note="confers resistance to ampicillin, carbenicillin, and
                     related antibiotics"
                     /translation="MSIQHFRVALIPFFAAFCLPVFAHPETLVKVKDAEDQLGARVGYI
                     ELDLNSGKILESFRPEERFPMMSTFKVLLCGAVLSRIDAGQEQLGRRIHYSQNDLVEYS
                     PVTEKHLTDGMTVRELCSAAITMSDNTAANLLLTTIGGPKELTAFLHNMGDHVTRLDRW
                     EPELNEAIPNDERDTTMPVAMATTLRKLLTGELLTLASRQQLIDWMEADKVAGPLLRSA
                     LPAGWFIADKSGAGERGSRGIIAALGPDGKPSRIVVIYTTGSQATMDERNRQIAEIGAS
                     LIKHW"
     promoter        complement(2487..2591)
                     /gene="bla"
                     /label=AmpR promoter
ORIGIN
        1 tcgcgcgttt cggtgatgac ggtgaaaacc tctgacacat gcagctcccg gagacggtca
       61 cagcttgtct gtaagcggat gccgggagca gacaagcccg tcagggcgcg tcagcgggtg
      121 ttggcgggtg tcggggctgg cttaactatg cggcatcaga gcagattgta ctgagagtgc
      181 accatatgcg gtgtgaaata ccgcacagat gcgtaaggag aaaataccgc atcaggcgcc
      241 attcgccatt caggctgcgc aactgttggg aagggcgatc ggtgcgggcc tcttcgctat
      301 tacgccagct ggcgaaaggg ggatgtgctg caaggcgatt aagttgggta acgccagggt
      361 tttcccagtc acgacgttgt aaaacgacgg ccagtgaatt cgagctcggt acccggggat
      421 cctctagagt cgacctgcag gcatgcaagc ttggcgtaat catggtcata gctgtttcct
      481 gtgtgaaatt gttatccgct cacaattcca cacaacatac gagccggaag cataaagtgt
      541 aaagcctggg gtgcctaatg agtgagctaa ctcacattaa ttgcgttgcg ctcactgccc
      601 gctttccagt cgggaaacct gtcgtgccag ctgcattaat gaatcggcca acgcgcgggg
      661 agaggcggtt tgcgtattgg gcgctcttcc gcttcctcgc tcactgactc gctgcgctcg
      721 gtcgttcggc tgcggcgagc ggtatcagct cactcaaagg cggtaatacg gttatccaca
      781 gaatcagggg ataacgcagg aaagaacatg tgagcaaaag gccagcaaaa ggccaggaac
      841 cgtaaaaagg ccgcgttgct ggcgtttttc cataggctcc gcccccctga cgagcatcac
      901 aaaaatcgac gctcaagtca gaggtggcga aacccgacag gactataaag ataccaggcg
      961 tttccccctg gaagctccct cgtgcgctct cctgttccga ccctgccgct taccggatac
     1021 ctgtccgcct ttctcccttc gggaagcgtg gcgctttctc atagctcacg ctgtaggtat
     1081 ctcagttcgg tgtaggtcgt tcgctccaag ctgggctgtg tgcacgaacc ccccgttcag
     1141 cccgaccgct gcgccttatc cggtaactat cgtcttgagt ccaacccggt aagacacgac
     1201 ttatcgccac tggcagcagc cactggtaac aggattagca gagcgaggta tgtaggcggt
     1261 gctacagagt tcttgaagtg gtggcctaac tacggctaca ctagaagaac agtatttggt
     1321 atctgcgctc tgctgaagcc agttaccttc ggaaaaagag ttggtagctc ttgatccggc
     1381 aaacaaacca ccgctggtag cggtggtttt tttgtttgca agcagcagat tacgcgcaga
     1441 aaaaaaggat ctcaagaaga tcctttgatc ttttctacgg ggtctgacgc tcagtggaac
     1501 gaaaactcac gttaagggat tttggtcatg agattatcaa aaaggatctt cacctagatc
     1561 cttttaaatt aaaaatgaag ttttaaatca atctaaagta tatatgagta aacttggtct
     1621 gacagttacc aatgcttaat cagtgaggca cctatctcag cgatctgtct atttcgttca
     1681 tccatagttg cctgactccc cgtcgtgtag ataactacga tacgggaggg cttaccatct
     1741 ggccccagtg ctgcaatgat accgcgagac ccacgctcac cggctccaga tttatcagca
     1801 ataaaccagc cagccggaag ggccgagcgc agaagtggtc ctgcaacttt atccgcctcc
     1861 atccagtcta ttaattgttg ccgggaagct agagtaagta gttcgccagt taatagtttg
     1921 cgcaacgttg ttgccattgc tacaggcatc gtggtgtcac gctcgtcgtt tggtatggct
     1981 tcattcagct ccggttccca acgatcaagg cgagttacat gatcccccat gttgtgcaaa
     2041 aaagcggtta gctccttcgg tcctccgatc gttgtcagaa gtaagttggc cgcagtgtta
     2101 tcactcatgg ttatggcagc actgcataat tctcttactg tcatgccatc cgtaagatgc
     2161 ttttctgtga ctggtgagta ctcaaccaag tcattctgag aatagtgtat gcggcgaccg
     2221 agttgctctt gcccggcgtc aatacgggat aataccgcgc cacatagcag aactttaaaa
     2281 gtgctcatca ttggaaaacg ttcttcgggg cgaaaactct caaggatctt accgctgttg
     2341 agatccagtt cgatgtaacc cactcgtgca cccaactgat cttcagcatc ttttactttc
     2401 accagcgttt ctgggtgagc aaaaacagga aggcaaaatg ccgcaaaaaa gggaataagg
     2461 gcgacacgga aatgttgaat actcatactc ttcctttttc aatattattg aagcatttat
     2521 cagggttatt gtctcatgag cggatacata tttgaatgta tttagaaaaa taaacaaata
     2581 ggggttccgc gcacatttcc ccgaaaagtg ccacctgacg tctaagaaac cattattatc
     2641 atgacattaa cctataaaaa taggcgtatc acgaggccct ttcgtc
//
`;
