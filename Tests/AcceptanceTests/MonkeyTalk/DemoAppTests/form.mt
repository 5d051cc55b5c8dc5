TabBar * Select forms
ItemSelector * select Carbon
CheckBox * on
ButtonSelector * select B
CheckBox * off
ButtonSelector * select A
ItemSelector * select Nitrogen
