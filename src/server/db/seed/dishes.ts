/** The demo menu: dish templates by cuisine. Prices are integer cents. */
export interface DishTemplate {
  name: string;
  priceCents: number;
  unit: string;
  ingredients: string[];
  diets: string[];
  categories: string[];
}

export interface Cuisine {
  name: string;
  iso: string;
  /** Two warm gradient colours for generated photos. */
  colors: [string, string];
  dishes: DishTemplate[];
}

// Compact rows: name | price in cents | unit | ingredients | diets | categories.
type Row = [string, number, string, string, string, string];

const list = (s: string): string[] => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []);
const rows = (r: Row[]): DishTemplate[] =>
  r.map(([name, priceCents, unit, ingredients, diets, categories]) => ({
    name,
    priceCents,
    unit,
    ingredients: list(ingredients),
    diets: list(diets),
    categories: list(categories),
  }));

export const CUISINES: Cuisine[] = [
  {
    name: 'Mexican', iso: 'MX', colors: ['#f9a825', '#d84315'],
    dishes: rows([
      ['Carnitas Tacos', 1200, 'plate of 3', 'pork shoulder, corn tortillas, onion, cilantro, lime, salsa verde', 'gluten-free, dairy-free', 'Tacos, Mains'],
      ['Chicken Tinga Tostadas', 1100, 'plate of 2', 'chicken, chipotle, tomato, tostadas, crema, lettuce', 'gluten-free', 'Mains, Appetizers'],
      ['Mole Poblano Enchiladas', 1650, 'plate', 'chicken, mole poblano, corn tortillas, sesame, queso fresco', 'gluten-free', 'Mains'],
      ['Pozole Rojo', 1400, 'bowl', 'pork, hominy, guajillo chile, cabbage, radish, oregano', 'gluten-free, dairy-free', 'Soups, Mains'],
      ['Veggie Black Bean Burrito', 1150, 'each', 'black beans, rice, peppers, guacamole, flour tortilla, pico de gallo', 'vegan, dairy-free, nut-free', 'Mains'],
      ['Tamales de Rajas', 1300, 'half dozen', 'masa, poblano peppers, cheese, corn husks', 'vegetarian, gluten-free, nut-free', 'Mains, Snacks'],
      ['Elote Cup', 600, 'cup', 'corn, mayo, cotija, chile, lime', 'vegetarian, gluten-free, nut-free', 'Sides, Snacks'],
      ['Birria Quesatacos', 1500, 'plate of 3', 'beef, guajillo consommé, cheese, corn tortillas, onion', 'gluten-free, nut-free', 'Tacos, Mains'],
      ['Chiles Rellenos', 1550, 'plate', 'poblano peppers, cheese, egg batter, ranchero sauce', 'vegetarian, nut-free', 'Mains'],
      ['Horchata', 450, '16 oz', 'rice, cinnamon, vanilla, sugar', 'vegan, gluten-free', 'Drinks'],
      ['Churros with Chocolate', 700, 'half dozen', 'flour, cinnamon sugar, dark chocolate', 'vegetarian, nut-free', 'Desserts'],
      ['Guacamole & Chips', 800, 'tub', 'avocado, lime, onion, jalapeño, tortilla chips', 'vegan, gluten-free, nut-free', 'Appetizers, Snacks'],
    ]),
  },
  {
    name: 'Italian', iso: 'IT', colors: ['#ef6c00', '#b71c1c'],
    dishes: rows([
      ['Lasagna Bolognese', 1800, 'tray slice', 'beef, pork, tomato, béchamel, parmigiano, egg pasta', 'nut-free', 'Mains, Pasta'],
      ['Margherita Pizza', 1600, '12 inch', 'dough, san marzano tomato, mozzarella, basil, olive oil', 'vegetarian, nut-free', 'Pizza, Mains'],
      ['Wild Mushroom Risotto', 1750, 'plate', 'arborio rice, porcini, cremini, parmigiano, white wine', 'vegetarian, gluten-free, nut-free', 'Mains'],
      ['Pesto Trofie', 1550, 'plate', 'trofie pasta, basil, pine nuts, pecorino, green beans, potato', 'vegetarian', 'Pasta, Mains'],
      ['Eggplant Parmigiana', 1600, 'plate', 'eggplant, tomato, mozzarella, parmigiano, basil', 'vegetarian, nut-free', 'Mains'],
      ['Arancini', 900, 'three', 'risotto rice, mozzarella, peas, breadcrumbs', 'vegetarian, nut-free', 'Appetizers, Snacks'],
      ['Minestrone', 1000, 'bowl', 'beans, zucchini, carrot, celery, ditalini, tomato', 'vegan, dairy-free, nut-free', 'Soups'],
      ['Tiramisu', 850, 'slice', 'mascarpone, espresso, ladyfingers, cocoa, egg', 'vegetarian, nut-free', 'Desserts'],
      ['Focaccia Genovese', 700, 'slab', 'flour, olive oil, rosemary, sea salt', 'vegan, dairy-free, nut-free', 'Baked Goods, Sides'],
      ['Cacio e Pepe', 1450, 'plate', 'tonnarelli, pecorino romano, black pepper', 'vegetarian, nut-free', 'Pasta, Mains'],
      ['Chicken Piccata', 1900, 'plate', 'chicken, lemon, capers, butter, white wine, parsley', 'nut-free', 'Mains'],
      ['Cannoli', 500, 'each', 'ricotta, pastry shell, pistachio, orange zest', 'vegetarian', 'Desserts'],
    ]),
  },
  {
    name: 'Chinese', iso: 'CN', colors: ['#e53935', '#ffb300'],
    dishes: rows([
      ['Pork & Chive Dumplings', 1200, 'dozen', 'pork, garlic chives, ginger, wheat wrappers', 'dairy-free, nut-free', 'Dumplings, Appetizers'],
      ['Mapo Tofu', 1350, 'bowl', 'tofu, ground pork, doubanjiang, sichuan pepper, scallion', 'dairy-free, nut-free', 'Mains'],
      ['Dan Dan Noodles', 1300, 'bowl', 'wheat noodles, pork, chili oil, sesame paste, peanuts', 'dairy-free', 'Noodles, Mains'],
      ['Kung Pao Chicken', 1450, 'plate', 'chicken, peanuts, dried chili, sichuan pepper, scallion', 'dairy-free', 'Mains'],
      ['Char Siu Bao', 900, 'three', 'barbecue pork, steamed bun, hoisin', 'dairy-free, nut-free', 'Dumplings, Snacks'],
      ['Vegetable Chow Mein', 1150, 'plate', 'egg noodles, cabbage, carrot, bean sprouts, soy sauce', 'vegetarian, dairy-free, nut-free', 'Noodles'],
      ['Hot & Sour Soup', 850, 'bowl', 'tofu, wood ear mushroom, bamboo shoots, egg, vinegar, white pepper', 'vegetarian, dairy-free, nut-free', 'Soups'],
      ['Scallion Pancakes', 700, 'two', 'flour, scallion, sesame oil', 'vegan, dairy-free, nut-free', 'Appetizers, Snacks'],
      ['Beef & Broccoli', 1500, 'plate', 'flank steak, broccoli, oyster sauce, garlic, ginger', 'dairy-free, nut-free', 'Mains'],
      ['Egg Fried Rice', 950, 'box', 'jasmine rice, egg, peas, scallion, soy sauce', 'vegetarian, dairy-free, nut-free', 'Rice Bowls, Sides'],
      ['Sesame Balls', 600, 'four', 'glutinous rice, red bean paste, sesame seeds', 'vegan, dairy-free, nut-free', 'Desserts'],
      ['Cumin Lamb Skewers', 1400, 'four skewers', 'lamb, cumin, chili flakes, garlic', 'gluten-free, dairy-free, halal, nut-free', 'Grill, Appetizers'],
    ]),
  },
  {
    name: 'Indian', iso: 'IN', colors: ['#ff8f00', '#c62828'],
    dishes: rows([
      ['Butter Chicken', 1600, 'bowl', 'chicken, tomato, butter, cream, garam masala, fenugreek', 'gluten-free, halal, nut-free', 'Curries, Mains'],
      ['Chana Masala', 1200, 'bowl', 'chickpeas, onion, tomato, ginger, amchur, coriander', 'vegan, gluten-free, dairy-free, nut-free', 'Curries, Mains'],
      ['Palak Paneer', 1400, 'bowl', 'spinach, paneer, garlic, cumin, cream', 'vegetarian, gluten-free, nut-free', 'Curries, Mains'],
      ['Chicken Biryani', 1700, 'plate', 'basmati rice, chicken, saffron, fried onion, yogurt, mint', 'gluten-free, halal', 'Rice Bowls, Mains'],
      ['Vegetable Samosas', 700, 'two', 'potato, peas, cumin, pastry, tamarind chutney', 'vegan, dairy-free, nut-free', 'Appetizers, Snacks'],
      ['Dal Tadka', 1050, 'bowl', 'yellow lentils, ghee, garlic, cumin, dried chili', 'vegetarian, gluten-free, nut-free', 'Curries, Soups'],
      ['Garlic Naan', 400, 'each', 'flour, yogurt, garlic, butter', 'vegetarian, nut-free', 'Baked Goods, Sides'],
      ['Lamb Rogan Josh', 1850, 'bowl', 'lamb, kashmiri chili, yogurt, fennel, cardamom', 'gluten-free, halal, nut-free', 'Curries, Mains'],
      ['Masala Dosa', 1300, 'each', 'rice and lentil crepe, spiced potato, sambar, coconut chutney', 'vegan, gluten-free, dairy-free', 'Breakfast, Mains'],
      ['Mango Lassi', 550, '16 oz', 'mango, yogurt, cardamom', 'vegetarian, gluten-free, nut-free', 'Drinks'],
      ['Gulab Jamun', 600, 'four', 'milk solids, rose syrup, cardamom, pistachio', 'vegetarian', 'Desserts'],
      ['Aloo Gobi', 1150, 'bowl', 'cauliflower, potato, turmeric, cumin, cilantro', 'vegan, gluten-free, dairy-free, nut-free', 'Curries, Sides'],
    ]),
  },
  {
    name: 'Thai', iso: 'TH', colors: ['#fdd835', '#2e7d32'],
    dishes: rows([
      ['Pad Thai', 1350, 'plate', 'rice noodles, shrimp, tofu, egg, tamarind, peanuts, bean sprouts', 'dairy-free, gluten-free', 'Noodles, Mains'],
      ['Green Curry with Chicken', 1450, 'bowl', 'chicken, green curry paste, coconut milk, thai eggplant, basil', 'gluten-free, dairy-free, nut-free', 'Curries, Mains'],
      ['Tom Yum Soup', 1150, 'bowl', 'shrimp, lemongrass, galangal, kaffir lime, mushroom, chili', 'gluten-free, dairy-free, nut-free', 'Soups'],
      ['Som Tam Papaya Salad', 1000, 'plate', 'green papaya, tomato, long beans, lime, peanuts, chili', 'gluten-free, dairy-free', 'Salads'],
      ['Pad Kra Pao', 1300, 'plate', 'ground pork, holy basil, chili, garlic, fried egg, jasmine rice', 'dairy-free, nut-free', 'Rice Bowls, Mains'],
      ['Massaman Curry', 1500, 'bowl', 'beef, potato, peanuts, coconut milk, cinnamon, tamarind', 'gluten-free, dairy-free, halal', 'Curries, Mains'],
      ['Tofu Panang', 1300, 'bowl', 'tofu, panang curry, coconut milk, kaffir lime, bell pepper', 'vegan, gluten-free, dairy-free, nut-free', 'Curries, Mains'],
      ['Mango Sticky Rice', 800, 'box', 'sweet mango, glutinous rice, coconut cream, sesame', 'vegan, gluten-free, dairy-free, nut-free', 'Desserts'],
      ['Chicken Satay', 1050, 'five skewers', 'chicken, turmeric, coconut, peanut sauce, cucumber relish', 'gluten-free, dairy-free, halal', 'Grill, Appetizers'],
      ['Khao Soi', 1500, 'bowl', 'egg noodles, chicken, curry broth, pickled mustard greens, shallot', 'dairy-free, nut-free', 'Noodles, Soups'],
      ['Thai Iced Tea', 500, '16 oz', 'black tea, star anise, condensed milk', 'vegetarian, gluten-free, nut-free', 'Drinks'],
      ['Fresh Spring Rolls', 900, 'three', 'rice paper, vermicelli, mint, lettuce, tofu, peanut dip', 'vegan, gluten-free, dairy-free', 'Appetizers'],
    ]),
  },
  {
    name: 'Ethiopian', iso: 'ET', colors: ['#f57f17', '#6d4c41'],
    dishes: rows([
      ['Doro Wat', 1700, 'plate', 'chicken, berbere, niter kibbeh, onion, boiled egg, injera', 'dairy-free, halal, nut-free', 'Mains'],
      ['Misir Wat', 1250, 'plate', 'red lentils, berbere, onion, garlic, injera', 'vegan, dairy-free, nut-free', 'Mains'],
      ['Veggie Combo Platter', 1600, 'platter', 'misir, gomen, atakilt, shiro, salad, injera', 'vegan, dairy-free, nut-free', 'Mains'],
      ['Beef Tibs', 1800, 'plate', 'beef, rosemary, jalapeño, onion, awaze, injera', 'dairy-free, halal, nut-free', 'Mains, Grill'],
      ['Shiro', 1200, 'bowl', 'chickpea flour, garlic, onion, berbere, injera', 'vegan, dairy-free, nut-free', 'Mains'],
      ['Gomen', 1000, 'bowl', 'collard greens, garlic, ginger, green chili', 'vegan, gluten-free, dairy-free, nut-free', 'Sides'],
      ['Kitfo', 1900, 'plate', 'minced beef, mitmita, niter kibbeh, ayib cheese, injera', 'halal, nut-free', 'Mains'],
      ['Atakilt Wat', 1100, 'bowl', 'cabbage, potato, carrot, turmeric, ginger', 'vegan, gluten-free, dairy-free, nut-free', 'Sides'],
      ['Sambusa', 700, 'three', 'lentils, jalapeño, onion, pastry', 'vegan, dairy-free, nut-free', 'Appetizers, Snacks'],
      ['Injera', 500, 'four rolls', 'teff flour, water', 'vegan, gluten-free, dairy-free, nut-free', 'Baked Goods, Sides'],
    ]),
  },
  {
    name: 'American', iso: 'US', colors: ['#ff7043', '#8d6e63'],
    dishes: rows([
      ['Smash Burger', 1400, 'each', 'beef, american cheese, pickles, onion, potato bun, special sauce', 'nut-free', 'Sandwiches, Mains'],
      ['Buttermilk Fried Chicken', 1600, 'three pieces', 'chicken, buttermilk, flour, paprika, hot honey', 'nut-free', 'Mains'],
      ['Mac & Cheese', 1000, 'bowl', 'elbow pasta, cheddar, gruyère, breadcrumbs', 'vegetarian, nut-free', 'Sides, Mains'],
      ['Smoked Brisket Plate', 2200, 'half pound', 'beef brisket, oak smoke, pickles, white bread, slaw', 'dairy-free, nut-free', 'Grill, Mains'],
      ['Cornbread', 450, 'square', 'cornmeal, buttermilk, honey, butter', 'vegetarian, nut-free', 'Baked Goods, Sides'],
      ['Clam Chowder Bread Bowl', 1500, 'bowl', 'clams, potato, cream, bacon, sourdough bowl', 'nut-free', 'Soups'],
      ['Kale Caesar', 1100, 'bowl', 'kale, parmesan, croutons, anchovy dressing, lemon', 'nut-free', 'Salads'],
      ['Pulled Pork Sandwich', 1300, 'each', 'pork shoulder, barbecue sauce, slaw, brioche bun', 'nut-free', 'Sandwiches'],
      ['Apple Pie', 3200, 'whole pie', 'apples, butter crust, cinnamon, brown sugar', 'vegetarian, nut-free', 'Desserts, Baked Goods'],
      ['Chocolate Chip Cookies', 1200, 'dozen', 'flour, butter, brown sugar, chocolate chips, sea salt', 'vegetarian, nut-free', 'Desserts, Baked Goods'],
      ['Buttermilk Biscuits & Gravy', 1200, 'plate', 'biscuits, sausage gravy, black pepper', 'nut-free', 'Breakfast'],
      ['Sourdough Loaf', 900, 'loaf', 'flour, water, salt, wild yeast', 'vegan, dairy-free, nut-free', 'Baked Goods'],
      ['Vegan Chili', 1100, 'quart', 'kidney beans, black beans, tomato, peppers, cumin, chipotle', 'vegan, gluten-free, dairy-free, nut-free', 'Soups, Mains'],
      ['Cold Brew Coffee', 500, '16 oz', 'coffee, water', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Drinks'],
    ]),
  },
  {
    name: 'Japanese', iso: 'JP', colors: ['#ef5350', '#f8bbd0'],
    dishes: rows([
      ['Tonkotsu Ramen', 1600, 'bowl', 'pork broth, wheat noodles, chashu, ajitama egg, scallion, nori', 'dairy-free, nut-free', 'Noodles, Soups'],
      ['Salmon Onigiri', 450, 'each', 'rice, salmon, nori, sesame', 'gluten-free, dairy-free, nut-free', 'Snacks'],
      ['Chicken Katsu Curry', 1500, 'plate', 'chicken cutlet, panko, japanese curry, rice, pickles', 'dairy-free, nut-free', 'Curries, Mains'],
      ['Vegetable Gyoza', 1000, 'eight', 'cabbage, shiitake, tofu, garlic, wrappers, ponzu', 'vegan, dairy-free, nut-free', 'Dumplings, Appetizers'],
      ['Teriyaki Salmon Bento', 1750, 'box', 'salmon, teriyaki, rice, pickles, tamagoyaki, salad', 'dairy-free, nut-free', 'Mains, Rice Bowls'],
      ['Okonomiyaki', 1300, 'each', 'cabbage, flour, egg, pork belly, okonomi sauce, bonito', 'dairy-free, nut-free', 'Mains'],
      ['Miso Soup', 450, 'bowl', 'dashi, white miso, tofu, wakame, scallion', 'dairy-free, nut-free', 'Soups, Sides'],
      ['Matcha Mochi', 700, 'four', 'glutinous rice, matcha, sweet bean', 'vegan, gluten-free, dairy-free, nut-free', 'Desserts'],
      ['Spicy Tuna Hand Roll', 900, 'two', 'tuna, sriracha mayo, rice, nori, cucumber', 'dairy-free, nut-free', 'Appetizers'],
      ['Yakitori Set', 1400, 'five skewers', 'chicken thigh, scallion, tare, shichimi', 'dairy-free, nut-free', 'Grill, Appetizers'],
      ['Agedashi Tofu', 900, 'plate', 'tofu, potato starch, dashi, daikon, scallion', 'vegetarian, gluten-free, dairy-free, nut-free', 'Appetizers'],
    ]),
  },
  {
    name: 'Korean', iso: 'KR', colors: ['#d32f2f', '#ff8a65'],
    dishes: rows([
      ['Bibimbap', 1450, 'bowl', 'rice, spinach, bean sprouts, carrot, gochujang, fried egg, beef', 'dairy-free, nut-free', 'Rice Bowls, Mains'],
      ['Kimchi Jjigae', 1350, 'bowl', 'kimchi, pork belly, tofu, gochugaru, scallion', 'dairy-free, nut-free', 'Soups, Mains'],
      ['Bulgogi Plate', 1650, 'plate', 'beef, pear, soy, garlic, sesame, rice, banchan', 'dairy-free, nut-free', 'Mains, Grill'],
      ['Korean Fried Chicken', 1500, 'half bird', 'chicken, gochujang glaze, garlic, sesame', 'dairy-free, nut-free', 'Mains'],
      ['Napa Cabbage Kimchi', 1200, 'quart jar', 'napa cabbage, gochugaru, garlic, ginger, fish sauce, radish', 'gluten-free, dairy-free, nut-free', 'Pantry, Sides'],
      ['Japchae', 1250, 'plate', 'sweet potato noodles, spinach, mushroom, carrot, sesame oil', 'vegan, gluten-free, dairy-free, nut-free', 'Noodles'],
      ['Kimchi Pancake', 1000, 'each', 'kimchi, flour, scallion, dipping sauce', 'vegan, dairy-free, nut-free', 'Appetizers'],
      ['Tteokbokki', 1100, 'bowl', 'rice cakes, fish cake, gochujang, scallion, egg', 'dairy-free, nut-free', 'Snacks'],
      ['Kimbap', 1000, 'roll', 'rice, seaweed, spinach, carrot, pickled radish, egg, bulgogi', 'dairy-free, nut-free', 'Snacks, Mains'],
      ['Hotteok', 500, 'two', 'dough, brown sugar, cinnamon, walnuts', 'vegan, dairy-free', 'Desserts'],
    ]),
  },
  {
    name: 'Vietnamese', iso: 'VN', colors: ['#66bb6a', '#ffa726'],
    dishes: rows([
      ['Pho Bo', 1500, 'bowl', 'beef broth, rice noodles, brisket, star anise, basil, lime', 'gluten-free, dairy-free, nut-free', 'Noodles, Soups'],
      ['Banh Mi Thit', 1050, 'each', 'baguette, pork, pâté, pickled carrot and daikon, cilantro, jalapeño', 'dairy-free, nut-free', 'Sandwiches'],
      ['Lemongrass Tofu Banh Mi', 950, 'each', 'baguette, tofu, lemongrass, pickles, cilantro, vegan mayo', 'vegan, dairy-free, nut-free', 'Sandwiches'],
      ['Bun Cha', 1450, 'bowl', 'grilled pork patties, vermicelli, herbs, nuoc cham', 'gluten-free, dairy-free, nut-free', 'Noodles, Grill'],
      ['Goi Cuon', 900, 'three', 'shrimp, pork, rice paper, herbs, hoisin-peanut dip', 'gluten-free, dairy-free', 'Appetizers'],
      ['Com Tam', 1400, 'plate', 'broken rice, grilled pork chop, egg meatloaf, pickles', 'dairy-free, nut-free', 'Rice Bowls, Mains'],
      ['Bun Bo Hue', 1550, 'bowl', 'spicy beef broth, lemongrass, thick noodles, pork hock', 'dairy-free, nut-free', 'Noodles, Soups'],
      ['Vietnamese Iced Coffee', 550, '16 oz', 'dark roast coffee, condensed milk', 'vegetarian, gluten-free, nut-free', 'Drinks'],
      ['Che Ba Mau', 650, 'cup', 'mung bean, red bean, pandan jelly, coconut milk', 'vegan, gluten-free, dairy-free, nut-free', 'Desserts'],
      ['Chicken Pho Ga', 1400, 'bowl', 'chicken broth, rice noodles, chicken, ginger, scallion', 'gluten-free, dairy-free, nut-free', 'Noodles, Soups'],
    ]),
  },
  {
    name: 'Lebanese', iso: 'LB', colors: ['#ffca28', '#8bc34a'],
    dishes: rows([
      ['Chicken Shawarma Plate', 1600, 'plate', 'chicken, garlic toum, pickles, rice, fattoush', 'dairy-free, halal, nut-free', 'Mains, Grill'],
      ['Falafel Wrap', 1100, 'each', 'chickpeas, herbs, tahini, pickled turnip, pita', 'vegan, dairy-free, nut-free', 'Sandwiches'],
      ['Hummus & Warm Pita', 850, 'tub', 'chickpeas, tahini, lemon, garlic, olive oil, pita', 'vegan, dairy-free, nut-free', 'Appetizers'],
      ['Baba Ghanoush', 850, 'tub', 'smoked eggplant, tahini, lemon, pomegranate', 'vegan, gluten-free, dairy-free, nut-free', 'Appetizers'],
      ['Tabbouleh', 900, 'bowl', 'parsley, bulgur, tomato, mint, lemon, olive oil', 'vegan, dairy-free, nut-free, kosher', 'Salads'],
      ['Lamb Kofta', 1700, 'plate', 'lamb, parsley, onion, seven spice, rice, yogurt sauce', 'halal, nut-free', 'Grill, Mains'],
      ['Spinach Fatayer', 750, 'three', 'spinach, onion, sumac, lemon, dough', 'vegan, dairy-free, nut-free', 'Baked Goods, Snacks'],
      ["Za'atar Man'oushe", 800, 'each', "flatbread, za'atar, olive oil", 'vegan, dairy-free, nut-free, kosher', 'Baked Goods, Breakfast'],
      ['Lentil Soup', 850, 'bowl', 'red lentils, cumin, onion, lemon', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Soups'],
      ['Baklava', 900, 'six pieces', 'filo, walnuts, pistachio, butter, orange blossom syrup', 'vegetarian', 'Desserts'],
    ]),
  },
  {
    name: 'Filipino', iso: 'PH', colors: ['#ffb74d', '#7b1fa2'],
    dishes: rows([
      ['Chicken Adobo', 1400, 'plate', 'chicken, vinegar, soy sauce, garlic, bay leaf, rice', 'dairy-free, nut-free', 'Mains'],
      ['Pancit Bihon', 1250, 'tray', 'rice noodles, chicken, cabbage, carrot, calamansi', 'gluten-free, dairy-free, nut-free', 'Noodles'],
      ['Lumpia Shanghai', 1000, 'ten', 'pork, carrot, onion, wrappers, sweet chili sauce', 'dairy-free, nut-free', 'Appetizers, Snacks'],
      ['Sinigang na Baboy', 1500, 'bowl', 'pork ribs, tamarind broth, radish, eggplant, long beans', 'gluten-free, dairy-free, nut-free', 'Soups'],
      ['Ube Halaya', 900, 'jar', 'purple yam, coconut milk, condensed milk', 'vegetarian, gluten-free, nut-free', 'Desserts'],
      ['Chicken Inasal', 1500, 'plate', 'chicken, lemongrass, annatto, vinegar, garlic rice', 'gluten-free, dairy-free, nut-free', 'Grill, Mains'],
      ['Turon', 600, 'three', 'banana, jackfruit, brown sugar, wrappers', 'vegan, dairy-free, nut-free', 'Desserts, Snacks'],
      ['Kare-Kare', 1800, 'bowl', 'oxtail, peanut sauce, eggplant, bok choy, bagoong', 'gluten-free, dairy-free', 'Mains'],
      ['Halo-Halo', 850, 'cup', 'shaved ice, ube, leche flan, sweet beans, evaporated milk', 'vegetarian, gluten-free, nut-free', 'Desserts, Drinks'],
    ]),
  },
  {
    name: 'French', iso: 'FR', colors: ['#ffe082', '#a1887f'],
    dishes: rows([
      ['Butter Croissants', 1400, 'four', 'flour, butter, yeast, sugar, salt', 'vegetarian, nut-free', 'Baked Goods, Breakfast'],
      ['Pain au Chocolat', 450, 'each', 'laminated dough, butter, dark chocolate', 'vegetarian, nut-free', 'Baked Goods, Breakfast'],
      ['Quiche Lorraine', 2400, 'whole quiche', 'eggs, cream, bacon, gruyère, butter crust', 'nut-free', 'Mains, Breakfast'],
      ['Coq au Vin', 2100, 'plate', 'chicken, red wine, mushrooms, pearl onions, bacon', 'dairy-free, nut-free', 'Mains'],
      ['Ratatouille', 1400, 'bowl', 'eggplant, zucchini, peppers, tomato, herbes de provence', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Mains, Sides'],
      ['French Onion Soup', 1100, 'bowl', 'onions, beef stock, baguette, gruyère', 'nut-free', 'Soups'],
      ['Almond Financiers', 1000, 'six', 'almond flour, brown butter, egg whites, sugar', 'vegetarian, gluten-free', 'Desserts, Baked Goods'],
      ['Country Baguette', 500, 'each', 'flour, water, salt, levain', 'vegan, dairy-free, nut-free, kosher', 'Baked Goods'],
      ['Lemon Tart', 3000, 'whole tart', 'lemon curd, sweet pastry, butter, eggs', 'vegetarian, nut-free', 'Desserts'],
      ['Croque Monsieur', 1300, 'each', 'ham, gruyère, béchamel, country bread', 'nut-free', 'Sandwiches'],
    ]),
  },
];

/** Farm goods (farmers sell these). */
export const FARM: Cuisine = {
  name: 'American', iso: 'US', colors: ['#9ccc65', '#f9a825'],
  dishes: rows([
    ['Heirloom Tomatoes', 600, 'lb', 'heirloom tomatoes', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce'],
    ['Pasture-Raised Eggs', 900, 'dozen', 'eggs', 'vegetarian, gluten-free, dairy-free, nut-free, kosher', 'Produce, Breakfast'],
    ['Wildflower Honey', 1400, '12 oz jar', 'raw honey', 'vegetarian, gluten-free, dairy-free, nut-free, kosher', 'Pantry'],
    ['Seasonal Veggie Box', 3500, 'box', 'greens, carrots, beets, squash, herbs', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce'],
    ['Strawberries', 700, 'basket', 'strawberries', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce'],
    ['Lacinato Kale', 350, 'bunch', 'kale', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce'],
    ['Meyer Lemons', 500, 'lb', 'meyer lemons', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce'],
    ['Goat Cheese Chèvre', 1100, '8 oz', 'goat milk, salt, cultures', 'vegetarian, gluten-free, nut-free', 'Pantry'],
    ['Apricot Jam', 1000, 'jar', 'apricots, sugar, lemon', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Pantry'],
    ['Salad Mix', 600, 'half pound', 'lettuces, arugula, mizuna, edible flowers', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce, Salads'],
    ['Fuyu Persimmons', 450, 'lb', 'persimmons', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce'],
    ['Shiitake Mushrooms', 1200, 'lb', 'shiitake mushrooms', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce'],
    ['Olive Oil', 2400, '500 ml bottle', 'mission olives', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Pantry'],
    ['Raw Almonds', 1300, 'lb', 'almonds', 'vegan, gluten-free, dairy-free, kosher', 'Pantry, Snacks'],
    ['Pickled Green Beans', 900, 'jar', 'green beans, vinegar, dill, garlic', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Pantry'],
    ['Sweet Corn', 150, 'ear', 'sweet corn', 'vegan, gluten-free, dairy-free, nut-free, kosher', 'Produce'],
    ['Fresh Goat Milk', 800, 'half gallon', 'goat milk', 'vegetarian, gluten-free, nut-free', 'Pantry, Drinks'],
    ['Pasture Chicken', 2600, 'whole bird', 'chicken', 'gluten-free, dairy-free, nut-free', 'Produce'],
  ]),
};

export function cuisineByName(name: string): Cuisine {
  const found = CUISINES.find((c) => c.name === name);
  if (!found) throw new Error(`Unknown demo cuisine ${name}`);
  return found;
}
