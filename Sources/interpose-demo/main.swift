print("interpose-demo")
