Test login.mt RunWith data.csv
