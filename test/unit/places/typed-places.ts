/**
 * Place strings as people type them, each with the GeoNames place it means
 * (https://www.geonames.org/<id>) or 'ambiguous'. Sources of the strings: the
 * lists named above each group (Wikipedia list pages, retrieved 2026-11);
 * the misspellings are one- or two-letter slips of those names. The ids were
 * looked up in the GeoNames cities500 file by name, country and first-level
 * division (the most populous such settlement), never through this
 * service's search; the comment after each gives that name and `CC.admin1`.
 */
export type TypedPlace = readonly [query: string, expected: number | 'ambiguous'];

export const TYPED_PLACES: readonly TypedPlace[] = [
  // Indian cities, largest first (Wikipedia, "List of cities in India by population", 2011 census)
  ['Mumbai', 1275339], // Mumbai, IN.16
  ['Delhi', 1273294], // Delhi, IN.07
  ['Bangalore', 1277333], // Bengaluru, IN.19
  ['Bengaluru', 1277333], // Bengaluru, IN.19
  ['Hyderabad', 1269843], // Hyderābād, IN.40
  ['Ahmedabad', 1279233], // Ahmedabad, IN.09
  ['Chennai', 1264527], // Chennai, IN.25
  ['Kolkata', 1275004], // Kolkata, IN.28
  ['Surat', 1255364], // Surat, IN.09
  ['Pune', 1259229], // Pune, IN.16
  ['Jaipur', 1269515], // Jaipur, IN.24
  ['Lucknow', 1264733], // Lucknow, IN.36
  ['Kanpur', 1267995], // Kanpur, IN.36
  ['Nagpur', 1262180], // Nagpur, IN.16
  ['Indore', 1269743], // Indore, IN.35
  ['Thane', 1254661], // Thāne, IN.16
  ['Bhopal', 1275841], // Bhopāl, IN.35
  ['Visakhapatnam', 1253102], // Visakhapatnam, IN.02
  ['Patna', 1260086], // Patna, IN.34
  ['Vadodara', 1253573], // Vadodara, IN.09
  ['Ghaziabad', 1271308], // Ghāziābād, IN.36
  ['Ludhiana', 1264728], // Ludhiāna, IN.23
  ['Agra', 1279259], // Agra, IN.36
  ['Nashik', 1261731], // Nashik, IN.16
  ['Faridabad', 1271951], // Faridabad, IN.10
  ['Meerut', 1263214], // Meerut, IN.36
  ['Rajkot', 1258847], // Rājkot, IN.09
  ['Varanasi', 1253405], // Varanasi, IN.36
  ['Srinagar', 1255634], // Srinagar, IN.12
  ['Amritsar', 1278710], // Amritsar, IN.23
  ['Allahabad', 1278994], // Allahābād, IN.36
  ['Ranchi', 1258526], // Ranchi, IN.38
  ['Howrah', 1270396], // Hāora, IN.28
  ['Coimbatore', 1273865], // Coimbatore, IN.25
  ['Jabalpur', 1269633], // Jabalpur, IN.35
  ['Gwalior', 1270583], // Gwalior, IN.35
  ['Vijayawada', 1253184], // Vijayawada, IN.02
  ['Jodhpur', 1268865], // Jodhpur, IN.24
  ['Madurai', 1264521], // Madurai, IN.25
  ['Raipur', 1258980], // Raipur, IN.37
  ['Kota', 1266049], // Kota, IN.24
  ['Guwahati', 1271476], // Guwahati, IN.03
  ['Chandigarh', 1274746], // Chandīgarh, IN.05
  ['Solapur', 1256436], // Solāpur, IN.16
  ['Bareilly', 1277013], // Bareilly, IN.36
  ['Moradabad', 1262801], // Morādābād, IN.36
  ['Mysore', 1262321], // Mysore, IN.19
  ['Tiruchirappalli', 1254388], // Tiruchirappalli, IN.25
  ['Tiruppur', 1254348], // Tiruppur, IN.25
  ['Gurgaon', 1270642], // Gurgaon, IN.10
  ['Aligarh', 1279017], // Alīgarh, IN.36
  ['Jalandhar', 1268782], // Jalandhar, IN.23
  ['Bhubaneswar', 1275817], // Bhubaneshwar, IN.21
  ['Salem, Tamil Nadu', 1257629], // Salem, IN.25
  ['Warangal', 1252948], // Warangal, IN.40
  ['Thiruvananthapuram', 1254163], // Thiruvananthapuram, IN.13
  ['Bhiwandi', 1275901], // Bhiwandi, IN.16
  ['Saharanpur', 1257806], // Sahāranpur, IN.36
  ['Guntur', 1270668], // Guntur, IN.02
  ['Amravati', 1278718], // Amrāvati, IN.16
  ['Bikaner', 1275665], // Bīkaner, IN.24
  ['Noida', 7279746], // Noida, IN.36
  ['Jamshedpur', 1269300], // Jamshedpur, IN.38
  ['Bhilai', 1275971], // Bhilai, IN.37
  ['Cuttack', 1273780], // Cuttack, IN.21
  ['Firozabad', 1271885], // Fīrozābād, IN.36
  ['Kochi', 1273874], // Cochin, IN.13
  ['Bhavnagar', 1276032], // Bhavnagar, IN.09
  ['Dehradun', 1273313], // Dehra Dūn, IN.39
  ['Durgapur', 1272175], // Durgapur, IN.28
  ['Asansol', 1278314], // Āsansol, IN.28
  ['Nanded', 1261977], // Nanded, IN.16
  ['Kolhapur', 1266285], // Kolhāpur, IN.16
  ['Ajmer', 1279159], // Ajmer, IN.24
  ['Gulbarga', 1270752], // Gulbarga, IN.19
  ['Jamnagar', 1269317], // Jamnagar, IN.09
  ['Ujjain', 1253914], // Ujjain, IN.35
  ['Siliguri', 1256525], // Siliguri, IN.28
  ['Jhansi', 1269006], // Jhānsi, IN.36
  ['Jammu', 1269321], // Jammu, IN.12
  ['Mangalore', 1263780], // Mangalore, IN.19
  ['Erode', 1272013], // Erode, IN.25
  ['Belgaum', 1276533], // Belgaum, IN.19
  ['Tirunelveli', 1254361], // Tirunelveli, IN.25
  ['Gaya', 1271439], // Gaya, IN.34
  ['Udaipur', 1253986], // Udaipur, IN.24
  ['Puri', 1259184], // Puri, IN.21
  ['Gorakhpur', 1270927], // Gorakhpur, IN.36
  ['Kozhikode', 1265873], // Kozhikode, IN.13
  ['Thrissur', 1254187], // Thrissur, IN.13
  ['Tirupati', 1254360], // Tirupati, IN.02
  ['Nellore', 1261529], // Nellore, IN.02
  ['Davangere', 1273368], // Davangere, IN.19
  ['Bokaro', 1275362], // Bokāro, IN.38
  ['Muzaffarpur', 1262330], // Muzaffarpur, IN.34
  ['Bhagalpur', 1276300], // Bhāgalpur, IN.34
  ['Shimla', 1256237], // Shimla, IN.11
  ['Haridwar', 1270351], // Haridwar, IN.39
  ['Rishikesh', 1258128], // Rishīkesh, IN.39
  ['Mathura', 1263364], // Mathura, IN.36
  ['Nashik, Maharashtra', 1261731], // Nashik, IN.16
  ['Panaji', 1260607], // Panaji, IN.33
  ['Imphal', 1269771], // Imphāl, IN.17
  ['Shillong', 1256523], // Shillong, IN.18
  ['Gangtok', 1271631], // Gangtok, IN.29
  ['Agartala', 1279290], // Agartala, IN.26
  ['Aizawl', 1279186], // Aizawl, IN.31
  ['Kohima', 1266366], // Kohīma, IN.20
  ['Itanagar', 1269655], // Itānagar, IN.30
  ['Port Blair', 1259385], // Port Blair, IN.01
  ['Pondicherry', 1259425], // Puducherry, IN.22
  ['Dharamshala', 1272832], // Dharamsala, IN.11
  ['Darjeeling', 1273467], // Dārjiling, IN.28
  ['Ooty', 1253993], // Ooty, IN.25
  ['Nainital', 1262117], // Naini Tāl, IN.39
  ['Vrindavan', 1253079], // Vrindāvan, IN.36
  ['Dwarka', 1272140], // Dwārka, IN.09
  ['Tirupur', 1254348], // Tiruppur, IN.25
  ['Hubli', 1269920], // Hubli, IN.19
  ['Bellary', 1276509], // Bellary, IN.19
  ['Latur', 1265014], // Latur, IN.16
  ['Akola', 1279105], // Akola, IN.16
  ['Satna', 1257022], // Satna, IN.35
  ['Rewa', 1258182], // Rewa, IN.35
  ['Sagar, MP', 1257845], // Saugor, IN.35
  ['Ratlam', 1258342], // Ratlām, IN.35
  ['Dewas', 1273066], // Dewas, IN.35
  ['Bilaspur', 1275637], // Bilāspur, IN.37
  ['Karnal', 1267708], // Karnāl, IN.10
  ['Panipat', 1260476], // Pānīpat, IN.10
  ['Rohtak', 1258076], // Rohtak, IN.10
  ['Hisar', 1270022], // Hisar, IN.10
  ['Patiala', 1260107], // Patiāla, IN.23
  ['Bathinda', 1276070], // Bathinda, IN.23
  ['Alwar', 1278946], // Alwar, IN.24
  ['Bhilwara', 1275960], // Bhīlwāra, IN.24
  ['Sikar', 1256320], // Sīkar, IN.24
  // Former and official names (Wikipedia, "List of renamed places in India")
  ['Bombay', 1275339], // Mumbai, IN.16
  ['Madras', 1264527], // Chennai, IN.25
  ['Calcutta', 1275004], // Kolkata, IN.28
  ['Poona', 1259229], // Pune, IN.16
  ['Baroda', 1253573], // Vadodara, IN.09
  ['Benares', 1253405], // Varanasi, IN.36
  ['Banaras', 1253405], // Varanasi, IN.36
  ['Trivandrum', 1254163], // Thiruvananthapuram, IN.13
  ['Cochin', 1273874], // Cochin, IN.13
  ['Calicut', 1265873], // Kozhikode, IN.13
  ['Mysuru', 1262321], // Mysore, IN.19
  ['Gurugram', 1270642], // Gurgaon, IN.10
  ['Prayagraj', 1278994], // Allahābād, IN.36
  ['Simla', 1256237], // Shimla, IN.11
  ['Cawnpore', 1267995], // Kanpur, IN.36
  ['Jubbulpore', 1269633], // Jabalpur, IN.35
  ['Gauhati', 1271476], // Guwahati, IN.03
  ['Ootacamund', 1253993], // Ooty, IN.25
  ['Trichinopoly', 1254388], // Tiruchirappalli, IN.25
  ['Trichy', 1254388], // Tiruchirappalli, IN.25
  ['Tuticorin', 8629640], // Thoothukudi, IN.25
  ['Belagavi', 1276533], // Belgaum, IN.19
  ['Mangaluru', 1263780], // Mangalore, IN.19
  ['Hubballi', 1269920], // Hubli, IN.19
  ['Kalaburagi', 1270752], // Gulbarga, IN.19
  ['Ballari', 1276509], // Bellary, IN.19
  ['Vijayapura', 1275701], // Bijapur, IN.19
  ['Shivamogga', 1256515], // Shimoga, IN.19
  ['Tumakuru', 1254089], // Tumkūr, IN.19
  ['Quilon', 1259091], // Kollam, IN.13
  ['Alleppey', 1278985], // Alappuzha, IN.13
  ['Palghat', 1260728], // Pālghāt, IN.13
  ['Palakkad', 1260728], // Pālghāt, IN.13
  ['Trichur', 1254187], // Thrissur, IN.13
  ['Cannanore', 1274987], // Kannur, IN.13
  ['Tanjore', 1254649], // Tanjore, IN.25
  ['Thanjavur', 1254649], // Tanjore, IN.25
  ['Broach', 1276100], // Bharūch, IN.09
  ['Vizag', 1253102], // Visakhapatnam, IN.02
  ['Kashi', 1253405], // Varanasi, IN.36
  ['Puducherry', 1259425], // Puducherry, IN.22
  ['Chhatrapati Sambhajinagar', 1278149], // Aurangabad, IN.16
  ['Narmadapuram', 1269939], // Hoshangābād, IN.35
  // City, State and City, Country (the same lists, with the state or country as people add it)
  ['Ujjain, MP', 1253914], // Ujjain, IN.35
  ['Indore, Madhya Pradesh', 1269743], // Indore, IN.35
  ['Aurangabad, Bihar', 1278148], // Aurangābād, IN.34
  ['Aurangabad, Maharashtra', 1278149], // Aurangabad, IN.16
  ['Hyderabad, Sindh', 1176734], // Hyderabad, PK.05
  ['Hyderabad, Telangana', 1269843], // Hyderābād, IN.40
  ['Hyderabad, India', 1269843], // Hyderābād, IN.40
  ['Hyderabad, Pakistan', 1176734], // Hyderabad, PK.05
  ['Udaipur, Tripura', 1253987], // Udaipur, IN.26
  ['Udaipur, Rajasthan', 1253986], // Udaipur, IN.24
  ['Pune, MH', 1259229], // Pune, IN.16
  ['Nagpur, Maharashtra', 1262180], // Nagpur, IN.16
  ['Patna, Bihar', 1260086], // Patna, IN.34
  ['Gorakhpur, UP', 1270927], // Gorakhpur, IN.36
  ['Gorakhpur, Uttar Pradesh', 1270927], // Gorakhpur, IN.36
  ['Bilaspur, Chhattisgarh', 1275637], // Bilāspur, IN.37
  ['Bilaspur, HP', 1275631], // Bilaspur, IN.11
  ['Salem, Oregon', 5750162], // Salem, US.OR
  ['Salem, MA', 4950065], // Salem, US.MA
  ['Springfield, IL', 4250542], // Springfield, US.IL
  ['Springfield, Illinois', 4250542], // Springfield, US.IL
  ['Springfield, MO', 4409896], // Springfield, US.MO
  ['Portland, OR', 5746545], // Portland, US.OR
  ['Portland, Maine', 4975802], // Portland, US.ME
  ['Birmingham, UK', 2655603], // Birmingham, GB.ENG
  ['Birmingham, AL', 4049979], // Birmingham, US.AL
  ['London, Ontario', 6058560], // London, CA.08
  ['London, UK', 2643743], // London, GB.ENG
  ['Paris, Texas', 4717560], // Paris, US.TX
  ['Paris, France', 2988507], // Paris, FR.11
  ['Delhi, India', 1273294], // Delhi, IN.07
  ['Kochi, Kerala', 1273874], // Cochin, IN.13
  ['Kochi, Japan', 1859146], // Kochi, JP.20
  ['Dehradun, UK', 1273313], // Dehra Dūn, IN.39
  ['Mumbai, India', 1275339], // Mumbai, IN.16
  ['Chennai, TN', 1264527], // Chennai, IN.25
  ['Jaipur, Rajasthan', 1269515], // Jaipur, IN.24
  ['Lucknow, UP', 1264733], // Lucknow, IN.36
  ['Varanasi, Uttar Pradesh', 1253405], // Varanasi, IN.36
  ['Kolkata, WB', 1275004], // Kolkata, IN.28
  ['Guwahati, Assam', 1271476], // Guwahati, IN.03
  ['Amritsar, Punjab', 1278710], // Amritsar, IN.23
  ['Lahore, Pakistan', 1172451], // Lahore, PK.04
  ['Toronto, ON', 6167865], // Toronto, CA.08
  ['Vancouver, BC', 6173331], // Vancouver, CA.02
  ['Surrey, BC', 6159905], // Surrey, CA.02
  ['Edison, NJ', 5097529], // Edison, US.NJ
  ['Jersey City, NJ', 5099836], // Jersey City, US.NJ
  ['Fremont, CA', 5350734], // Fremont, US.CA
  ['Sugar Land, TX', 4734825], // Sugar Land, US.TX
  ['Irving, Texas', 4700168], // Irving, US.TX
  ['Plano, TX', 4719457], // Plano, US.TX
  ['Santa Clara, CA', 5393015], // Santa Clara, US.CA
  ['San Jose, CA', 5392171], // San Jose, US.CA
  ['Sunnyvale, CA', 5400075], // Sunnyvale, US.CA
  ['Artesia, CA', 5324862], // Artesia, US.CA
  ['Cary, NC', 4459467], // Cary, US.NC
  ['Naperville, IL', 4903279], // Naperville, US.IL
  ['Richmond, BC', 6122085], // Richmond, CA.02
  ['Kingston, Jamaica', 3489854], // Kingston, JM.17
  ['Georgetown, Guyana', 3378644], // Georgetown, GY.12
  ['Perth, Australia', 2063523], // Perth, AU.08
  ['Sydney, NSW', 2147714], // Sydney, AU.02
  ['Melbourne, VIC', 2158177], // Melbourne, AU.07
  ['Manchester, UK', 2643123], // Manchester, GB.ENG
  ['Cambridge, MA', 4931972], // Cambridge, US.MA
  ['Hamilton, Ontario', 5969782], // Hamilton, CA.08
  // Cities of the Indian diaspora (Wikipedia, "Non-resident Indian and person of Indian origin", "Indian diaspora")
  ['New York', 5128581], // New York City, US.NY
  ['San Francisco', 5391959], // San Francisco, US.CA
  ['Philadelphia', 4560349], // Philadelphia, US.PA
  ['Los Angeles', 5368361], // Los Angeles, US.CA
  ['Chicago', 4887398], // Chicago, US.IL
  ['Houston', 4699066], // Houston, US.TX
  ['Dallas', 4684888], // Dallas, US.TX
  ['Atlanta', 4180439], // Atlanta, US.GA
  ['Seattle', 5809844], // Seattle, US.WA
  ['Boston', 4930956], // Boston, US.MA
  ['Edison', 5097529], // Edison, US.NJ
  ['Jersey City', 5099836], // Jersey City, US.NJ
  ['Fremont', 5350734], // Fremont, US.CA
  ['Sunnyvale', 5400075], // Sunnyvale, US.CA
  ['Sugar Land', 4734825], // Sugar Land, US.TX
  ['Plano', 4719457], // Plano, US.TX
  ['Naperville', 4903279], // Naperville, US.IL
  ['Toronto', 6167865], // Toronto, CA.08
  ['Brampton', 5907364], // Brampton, CA.08
  ['Mississauga', 6075357], // Mississauga, CA.08
  ['Vancouver', 6173331], // Vancouver, CA.02
  ['Calgary', 5913490], // Calgary, CA.01
  ['Edmonton', 5946768], // Edmonton, CA.01
  ['Montreal', 6077243], // Montréal, CA.10
  ['Winnipeg', 6183235], // Winnipeg, CA.03
  ['Leicester', 2644668], // Leicester, GB.ENG
  ['London', 2643743], // London, GB.ENG
  ['Wolverhampton', 2633691], // Wolverhampton, GB.ENG
  ['Bradford', 2654993], // Bradford, GB.ENG
  ['Slough', 2637627], // Slough, GB.ENG
  ['Coventry', 2652221], // Coventry, GB.ENG
  ['Glasgow', 2648579], // Glasgow, GB.SCT
  ['Dubai', 292223], // Dubai, AE.03
  ['Abu Dhabi', 292968], // Abu Dhabi, AE.01
  ['Sharjah', 292672], // Sharjah, AE.06
  ['Doha', 290030], // Doha, QA.01
  ['Muscat', 287286], // Muscat, OM.06
  ['Riyadh', 108410], // Riyadh, SA.10
  ['Jeddah', 105343], // Jeddah, SA.14
  ['Kuwait City', 285787], // Kuwait City, KW.02
  ['Manama', 290340], // Manama, BH.16
  ['Singapore', 1880252], // Singapore, SG.01
  ['Kuala Lumpur', 1735161], // Kuala Lumpur, MY.14
  ['Sydney', 2147714], // Sydney, AU.02
  ['Melbourne', 2158177], // Melbourne, AU.07
  ['Perth', 2063523], // Perth, AU.08
  ['Brisbane', 2174003], // Brisbane, AU.04
  ['Auckland', 2193733], // Auckland, NZ.E7
  ['Wellington', 2179537], // Wellington, NZ.G2
  ['Durban', 1007311], // Durban, ZA.02
  ['Johannesburg', 993800], // Johannesburg, ZA.06
  ['Nairobi', 184745], // Nairobi, KE.05
  ['Kampala', 232422], // Kampala, UG.C
  ['Dar es Salaam', 160263], // Dar es Salaam, TZ.23
  ['Port Louis', 934154], // Port Louis, MU.18
  ['Suva', 2198148], // Suva, FJ.01
  ['Port of Spain', 3573890], // Port of Spain, TT.05
  ['Paramaribo', 3383330], // Paramaribo, SR.16
  ['Kathmandu', 1283240], // Kathmandu, NP.3
  ['Colombo', 1248991], // Colombo, LK.36
  ['Dhaka', 1185241], // Dhaka, BD.81
  ['Karachi', 1174872], // Karachi, PK.05
  ['Lahore', 1172451], // Lahore, PK.04
  ['Frankfurt', 2925533], // Frankfurt am Main, DE.05
  ['Amsterdam', 2759794], // Amsterdam, NL.07
  ['Hong Kong', 1819729], // Hong Kong, HK.HCW
  ['Bangkok', 1609350], // Bangkok, TH.40
  ['Tokyo', 1850147], // Tokyo, JP.40
  ['Paris', 2988507], // Paris, FR.11
  ['Berlin', 2950159], // Berlin, DE.16
  // Common misspellings (one or two letters off the names above; the intended place first)
  ['Banglore', 1277333], // Bengaluru, IN.19
  ['Bangaluru', 1277333], // Bengaluru, IN.19
  ['Hydrabad', 1269843], // Hyderābād, IN.40
  ['Hyderbad', 1269843], // Hyderābād, IN.40
  ['Calcuta', 1275004], // Kolkata, IN.28
  ['Kolkatta', 1275004], // Kolkata, IN.28
  ['Chenai', 1264527], // Chennai, IN.25
  ['Chennnai', 1264527], // Chennai, IN.25
  ['Dehli', 1273294], // Delhi, IN.07
  ['Mumbay', 1275339], // Mumbai, IN.16
  ['Ahmadabad', 1279233], // Ahmedabad, IN.09
  ['Ahemdabad', 1279233], // Ahmedabad, IN.09
  ['Vadodra', 1253573], // Vadodara, IN.09
  ['Bhubaneshwar', 1275817], // Bhubaneshwar, IN.21
  ['Vishakapatnam', 1253102], // Visakhapatnam, IN.02
  ['Tiruchirapalli', 1254388], // Tiruchirappalli, IN.25
  ['Lucknaw', 1264733], // Lucknow, IN.36
  ['Jaipor', 1269515], // Jaipur, IN.24
  ['Nagpure', 1262180], // Nagpur, IN.16
  ['Varanasee', 1253405], // Varanasi, IN.36
  ['Allahbad', 1278994], // Allahābād, IN.36
  ['Thiruvanthapuram', 1254163], // Thiruvananthapuram, IN.13
  ['Coimbatur', 1273865], // Coimbatore, IN.25
  ['Ghaziabaad', 1271308], // Ghāziābād, IN.36
  ['Amritser', 1278710], // Amritsar, IN.23
  ['Ludhianna', 1264728], // Ludhiāna, IN.23
  ['Gurgoan', 1270642], // Gurgaon, IN.10
  ['Secunderabad', 1256922], // Secunderabad, IN.40
  ['Mangalor', 1263780], // Mangalore, IN.19
  ['Philadelpia', 4560349], // Philadelphia, US.PA
  ['Chicgo', 4887398], // Chicago, US.IL
  ['Torronto', 6167865], // Toronto, CA.08
  ['Missisauga', 6075357], // Mississauga, CA.08
  ['Leicestor', 2644668], // Leicester, GB.ENG
  // States and regions: ambiguous, their main cities as candidates (Wikipedia, "States and union territories of India")
  ['Goa', 'ambiguous'],
  ['Kerala', 'ambiguous'],
  ['Bengal', 'ambiguous'],
  ['West Bengal', 'ambiguous'],
  ['Punjab', 'ambiguous'],
  ['Gujarat', 'ambiguous'],
  ['Bihar', 'ambiguous'],
  ['Assam', 'ambiguous'],
  ['Sikkim', 'ambiguous'],
  ['Odisha', 'ambiguous'],
  ['Tamil Nadu', 'ambiguous'],
  ['Karnataka', 'ambiguous'],
  ['Rajasthan', 'ambiguous'],
  ['Haryana', 'ambiguous'],
  ['Maharashtra', 'ambiguous'],
  ['Uttarakhand', 'ambiguous'],
  ['Jharkhand', 'ambiguous'],
  ['Telangana', 'ambiguous'],
  ['Andhra Pradesh', 'ambiguous'],
  ['Himachal Pradesh', 'ambiguous'],
  ['Madhya Pradesh', 'ambiguous'],
  ['Uttar Pradesh', 'ambiguous'],
  ['Chhattisgarh', 'ambiguous'],
  ['Manipur', 'ambiguous'],
  ['Tripura', 'ambiguous'],
  ['Meghalaya', 'ambiguous'],
  ['Mizoram', 'ambiguous'],
  ['Nagaland', 'ambiguous'],
  ['Arunachal Pradesh', 'ambiguous'],
  ['New Jersey', 'ambiguous'],
  ['California', 'ambiguous'],
  ['Texas', 'ambiguous'],
  ['Ontario', 'ambiguous'],
  ['Victoria', 'ambiguous'],
  // Names several comparable places share (Wikipedia disambiguation pages)
  ['Springfield', 'ambiguous'],
  ['Portland', 'ambiguous'],
  ['Birmingham', 'ambiguous'],
  ['Salem', 'ambiguous'],
  ['Hamilton', 'ambiguous'],
  ['Kingston', 'ambiguous'],
  ['Richmond', 'ambiguous'],
  ['Cambridge', 'ambiguous'],
  ['San Jose', 'ambiguous'],
  ['Santa Clara', 'ambiguous'],
  ['Georgetown', 'ambiguous'],
  ['Manchester', 'ambiguous'],
  ['Bilaspur', 'ambiguous'],
  ['Aurangabad, India', 1278149], // Aurangabad, IN.16
];
