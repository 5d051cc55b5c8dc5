Vars * Define usr
Button LOGOUT Verify %timeout=3000
Label * Verify "Welcome, ${usr}!"
Button LOGOUT Tap
