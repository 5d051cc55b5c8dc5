Script login.mt Run MYUSER MYPASS
