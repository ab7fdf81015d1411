class A {}
let r = #/\