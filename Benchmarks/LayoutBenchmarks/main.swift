// The engine's benchmarks: the feed against a hand-written layout, the DSL against anchors, text measuring, a
// column of self-sizing labels, and the engine's cost per constraint against the bare solver's.
//
//   swift run -c release layout-benchmarks [--suites feed,dsl,text,column,engine] [--sizes 100,1000,10000] [--repeat 3]
LayoutBenchmarks.main()
