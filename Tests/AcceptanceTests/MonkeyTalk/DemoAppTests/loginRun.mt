# Script Login Run
# Script Login Run ethel abc123
Script Login RunWith logins.csv
