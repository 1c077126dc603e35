/** Small word lists the simulator draws people from (realistic enough for demos; no dependency). */
export const FIRST_NAMES = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Maria', 'Daniel', 'Karen', 'Matthew', 'Lisa', 'Anthony', 'Nancy', 'Mark', 'Sandra', 'Wei', 'Aisha', 'Omar', 'Priya', 'Hiroshi', 'Sofia', 'Liam', 'Olivia', 'Noah', 'Emma', 'Lucas', 'Mia'];
export const LAST_NAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Patel', 'Kim', 'Chen'];
export const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'aol.com', 'proton.me'];
export const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Elm St', 'Washington Blvd', 'Lakeview Dr', 'Park Ave', 'Sunset Blvd', 'Hillcrest Rd', 'River Rd', 'Church St', 'Mill Rd', 'Highland Ave'];
/** City, state, zip. */
export const PLACES: readonly [string, string, string][] = [
  ['Austin', 'TX', '78701'], ['Dallas', 'TX', '75201'], ['Houston', 'TX', '77002'], ['Chicago', 'IL', '60601'], ['Naperville', 'IL', '60540'],
  ['Denver', 'CO', '80202'], ['Phoenix', 'AZ', '85004'], ['Miami', 'FL', '33130'], ['Orlando', 'FL', '32801'], ['Atlanta', 'GA', '30303'],
  ['Nashville', 'TN', '37203'], ['Charlotte', 'NC', '28202'], ['Columbus', 'OH', '43215'], ['Seattle', 'WA', '98101'], ['Portland', 'OR', '97204'],
  ['San Diego', 'CA', '92101'], ['Sacramento', 'CA', '95814'], ['Boston', 'MA', '02108'], ['Brooklyn', 'NY', '11201'], ['Minneapolis', 'MN', '55401'],
];
export const COMPANIES = ['Northwind Traders', 'Blue Harbor Logistics', 'Summit Dental Group', 'Brightline Roofing', 'Evergreen Insurance', 'Keystone Realty', 'Pioneer HVAC', 'Silverleaf Software', 'Redwood Health', 'Granite Legal', 'Cobalt Marketing', 'Harvest Foods'];
export const JOB_TITLES = ['Owner', 'Office Manager', 'Marketing Director', 'Operations Manager', 'CFO', 'Head of Sales', 'Purchasing Manager', 'IT Director', 'Practice Manager', 'VP Marketing'];
export const KEYWORDS = ['fresh bread near me', 'custom birthday cake', 'wedding cake bakery', 'gluten free bakery', 'roof repair quote', 'emergency plumber', 'dentist accepting new patients', 'home insurance quote', 'hvac tune up', 'personal injury lawyer'];
export const PAGES = ['/', '/menu', '/order-online', '/about', '/contact', '/catering', '/pricing', '/blog/best-sourdough'];
export const REFERRERS = ['https://www.google.com/', 'https://www.facebook.com/', 'https://www.instagram.com/', 'https://www.bing.com/', ''];
