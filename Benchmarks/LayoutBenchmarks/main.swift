// The engine's benchmarks: the feed against a hand-written layout, the DSL against anchors, text measuring, a
// column of self-sizing labels, a visual format against anchors, a stack of labels, stacks at every distribution and
// alignment, many priority levels, deep trees, a `.layout` file nested deep, the card column, the engine's cost
// per constraint against the bare solver's, and the heap memory a feed keeps per cell.
//
//   swift run -c release --package-path Benchmarks layout-benchmarks
//       [--suites feed,dsl,text,column,engine,vfl,stack,stacks,priorities,deep,nesting,cards,memory] [--sizes 100,1000,10000]
//       [--repeat 3]
LayoutBenchmarks.main()
