TabBar * Select List %thinktime=500 %timeout=2000
Table * Select Austria %thinktime=500 %timeout=2000
Table * Select Afghanistan %thinktime=500 %timeout=2000
Table * Verify Albania item(2)
Table * Verify Afghanistan item(1)
