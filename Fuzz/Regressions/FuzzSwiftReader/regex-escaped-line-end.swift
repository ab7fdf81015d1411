let r = #/
  a\
  b
/#
class A {}
