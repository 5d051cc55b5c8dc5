Script login.mt RunWith data.csv
