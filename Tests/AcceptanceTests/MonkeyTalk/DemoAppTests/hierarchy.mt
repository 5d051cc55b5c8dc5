TabBar * select hierarchy
Table * select Lithium
Device * Back
Table * select Hydrogen
Device * Back
Table * verify Helium item(2)
