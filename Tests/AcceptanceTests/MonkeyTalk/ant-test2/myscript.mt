Script login RunWith data.csv
