-- WhimCore's world tiles: maps OpenStreetMap tags, and the prepared Natural Earth shapefiles, onto the
-- OpenMapTiles vector tile schema (https://openmaptiles.org/schema/). tilemaker calls node_function and
-- way_function for each OSM object (multipolygon relations come as ways) and attribute_function for
-- each shapefile feature. Zooms: config-world.json (0-6) and config-city.json (7-14); config-gulf.json
-- (7-10) and config-gulf-city.json (11-14) write the Natural Earth layers again around the Gulf of Finland.

-- Nodes without one of these keys are skipped before node_function.
node_keys = { "place", "amenity", "railway", "highway", "public_transport", "shop", "tourism", "leisure",
              "historic", "addr:housenumber", "natural", "aeroway" }

local function lookup(list)
  local set = {}
  for _, value in ipairs(list) do set[value] = true end
  return set
end

-- Names: the OSM name, its English form and the Latin-script form styles label with. The extract's
-- names are Finnish and Swedish, Latin script, so name:latin is the name itself.
local function names(object)
  local name = object:Find("name")
  if name == "" then return end
  local english = object:Find("name:en")
  object:Attribute("name", name)
  object:Attribute("name:latin", name)
  object:Attribute("name_en", english ~= "" and english or name)
  object:Attribute("name_int", english ~= "" and english or name)
  for _, language in ipairs({ "en", "fi", "sv" }) do
    local value = object:Find("name:" .. language)
    if value ~= "" then object:Attribute("name:" .. language, value) end
  end
end

-- Bridges and tunnels: "brunnel", and the OSM layer as a number.
local function brunnel(object)
  if object:Find("bridge") ~= "" and object:Find("bridge") ~= "no" then object:Attribute("brunnel", "bridge")
  elseif object:Find("tunnel") ~= "" and object:Find("tunnel") ~= "no" then object:Attribute("brunnel", "tunnel")
  elseif object:Find("ford") == "yes" then object:Attribute("brunnel", "ford") end
  local layer = tonumber(object:Find("layer"))
  if layer then object:AttributeNumeric("layer", layer) end
end

---------------------------------------------------------------------------------------------------
-- place: settlements and districts, points.
local placeRank = { city = 3, town = 4, village = 5, suburb = 9, quarter = 10, neighbourhood = 11,
                    hamlet = 12, island = 12, islet = 13, isolated_dwelling = 14 }

local function place(object)
  local class = object:Find("place")
  local rank = placeRank[class]
  -- Countries come from prepare.py's Natural Earth label points, ranked 1-6 by area.
  if class == "country" then rank = tonumber(object:Find("rank")) end
  if rank == nil then return false end
  object:Layer("place", false)
  object:Attribute("class", class)
  object:AttributeNumeric("rank", rank)
  if class == "country" then object:Attribute("iso_a3", object:Find("ISO3166-1:alpha3")) end
  if object:Find("capital") == "yes" or object:Find("capital") == "2" then object:AttributeNumeric("capital", 2) end
  names(object)
  return true
end

---------------------------------------------------------------------------------------------------
-- poi: points of interest as (class, subclass, rank); transit first, as the map's apps look for it.
local poiByTag = {
  railway = { station = { "railway", 1 }, halt = { "railway", 2 }, tram_stop = { "railway", 3 },
              subway_entrance = { "entrance", 4 } },
  highway = { bus_stop = { "bus", 3 } },
  amenity = { bus_station = { "bus", 2 }, bicycle_rental = { "bicycle_rental", 3 }, ferry_terminal = { "ferry_terminal", 2 },
              library = { "library", 5 }, hospital = { "hospital", 4 }, townhall = { "town_hall", 4 },
              place_of_worship = { "place_of_worship", 6 }, theatre = { "theatre", 5 }, cinema = { "cinema", 6 },
              restaurant = { "restaurant", 8 }, cafe = { "cafe", 8 }, fast_food = { "fast_food", 9 }, bar = { "bar", 9 },
              pub = { "beer", 9 }, pharmacy = { "pharmacy", 7 }, post_office = { "post", 6 }, bank = { "bank", 8 },
              parking = { "parking", 10 }, toilets = { "toilets", 10 }, school = { "school", 6 },
              university = { "college", 5 }, college = { "college", 6 }, police = { "police", 5 } },
  tourism = { museum = { "museum", 4 }, hotel = { "lodging", 6 }, hostel = { "lodging", 7 }, attraction = { "attraction", 5 },
              artwork = { "art_gallery", 9 }, information = { "information", 10 }, gallery = { "art_gallery", 6 } },
  leisure = { park = { "park", 6 }, playground = { "playground", 9 }, sports_centre = { "sports", 7 } },
  historic = { monument = { "monument", 6 }, memorial = { "monument", 9 } },
  shop = { supermarket = { "grocery", 7 }, convenience = { "grocery", 8 }, department_store = { "shop", 6 },
           mall = { "shop", 6 }, books = { "shop", 9 }, clothes = { "clothing_store", 9 } },
}
local poiKeys = { "railway", "highway", "amenity", "tourism", "historic", "leisure", "shop" }

-- Writes a POI at the object's location (a way's centroid); true when the object is one.
local function poi(object, isWay)
  for _, key in ipairs(poiKeys) do
    local value = object:Find(key)
    local entry = poiByTag[key][value]
    if entry == nil and key == "shop" and value ~= "" then entry = { "shop", 10 } end
    if entry ~= nil then
      if isWay then object:LayerAsCentroid("poi") else object:Layer("poi", false) end
      object:Attribute("class", entry[1])
      object:Attribute("subclass", value)
      object:AttributeNumeric("rank", entry[2])
      -- Transit and landmarks from zoom 12, the rest as the streets fill in.
      object:MinZoom(entry[2] <= 3 and 12 or (entry[2] <= 6 and 13 or 14))
      local level = tonumber(object:Find("level"))
      if level then object:AttributeNumeric("level", level) end
      names(object)
      return true
    end
  end
  return false
end

function node_function(node)
  if place(node) then return end
  poi(node, false)
  local housenumber = node:Find("addr:housenumber")
  if housenumber ~= "" then
    node:Layer("housenumber", false)
    node:Attribute("housenumber", housenumber)
  end
end

---------------------------------------------------------------------------------------------------
-- transportation: roads, paths and rails as (class, subclass), with minimum zooms by importance.
local roadClass = {
  motorway = { "motorway", 7 }, trunk = { "trunk", 7 }, primary = { "primary", 8 }, secondary = { "secondary", 9 },
  tertiary = { "tertiary", 10 }, residential = { "minor", 12 }, unclassified = { "minor", 12 },
  living_street = { "minor", 13 }, road = { "minor", 13 }, service = { "service", 13 }, track = { "track", 13 },
  busway = { "busway", 12 }, pedestrian = { "path", 13 }, footway = { "path", 14 }, cycleway = { "path", 13 },
  path = { "path", 14 }, steps = { "path", 14 }, bridleway = { "path", 14 }, corridor = { "path", 14 },
  platform = { "path", 14 }, raceway = { "raceway", 12 },
}
local pathSubclass = lookup({ "pedestrian", "footway", "cycleway", "path", "steps", "bridleway", "corridor", "platform" })
local railClass = { rail = { "rail", 9 }, light_rail = { "transit", 11 }, subway = { "transit", 11 },
                    tram = { "transit", 12 }, narrow_gauge = { "rail", 11 }, funicular = { "transit", 13 } }
local paved = lookup({ "paved", "asphalt", "concrete", "paving_stones", "sett", "cobblestone", "metal", "wood" })

-- Writes the way to transportation (and, when named, transportation_name); false when it is no road.
local function transportation(way)
  local highway = way:Find("highway")
  local railway = way:Find("railway")
  local class, subclass, minZoom
  local ramp = false
  local base = highway:match("^(.*)_link$")
  if base and roadClass[base] then highway = base; ramp = true end
  if roadClass[highway] then
    class, minZoom = roadClass[highway][1], roadClass[highway][2]
    if pathSubclass[highway] then subclass = highway end
  elseif railClass[railway] then
    class, minZoom = railClass[railway][1], railClass[railway][2]
    subclass = railway
  elseif way:Find("route") == "ferry" then
    class, minZoom = "ferry", 10
  else
    return false
  end
  -- A pedestrian square is a surface: the schema keeps it in transportation as a polygon.
  local isArea = way:Find("area") == "yes" and way:IsClosed() and class == "path"
  way:Layer("transportation", isArea)
  way:MinZoom(minZoom)
  way:Attribute("class", class)
  if subclass then way:Attribute("subclass", subclass) end
  if ramp then way:AttributeNumeric("ramp", 1) end
  local oneway = way:Find("oneway")
  if oneway == "yes" or oneway == "1" then way:AttributeNumeric("oneway", 1)
  elseif oneway == "-1" then way:AttributeNumeric("oneway", -1) end
  if highway == "service" and way:Find("service") ~= "" then way:Attribute("service", way:Find("service")) end
  local surface = way:Find("surface")
  if surface ~= "" then
    way:Attribute("surface", paved[surface] and "paved" or "unpaved")
  end
  if way:Find("bicycle") ~= "" then way:Attribute("bicycle", way:Find("bicycle")) end
  if way:Find("foot") ~= "" then way:Attribute("foot", way:Find("foot")) end
  brunnel(way)

  -- transportation_name: the named or numbered ways again, for labels.
  local name, ref = way:Find("name"), way:Find("ref")
  if name ~= "" or ref ~= "" then
    way:Layer("transportation_name", false)
    way:MinZoom(math.max(minZoom, 12))
    way:Attribute("class", class)
    if subclass then way:Attribute("subclass", subclass) end
    if ref ~= "" then
      way:Attribute("ref", ref)
      way:AttributeNumeric("ref_length", string.len(ref))
    end
    names(way)
    brunnel(way)
  end
  return true
end

---------------------------------------------------------------------------------------------------
-- Areas: water, landcover, landuse, park, building, aeroway.
local landcoverClass = {
  wood = "wood", forest = "wood", scrub = "wood", grass = "grass", meadow = "grass", grassland = "grass",
  garden = "grass", village_green = "grass", recreation_ground = "grass", park = "grass", heath = "grass",
  wetland = "wetland", sand = "sand", beach = "sand", bare_rock = "rock", scree = "rock", glacier = "ice",
  farmland = "farmland", orchard = "farmland", allotments = "farmland",
}
local landuseClass = lookup({ "residential", "commercial", "industrial", "retail", "railway", "cemetery", "military",
                              "garages", "construction", "brownfield", "religious", "quarry" })
local amenityLanduse = lookup({ "school", "university", "college", "kindergarten", "hospital", "library", "bus_station" })
local leisureLanduse = lookup({ "stadium", "pitch", "playground", "track", "sports_centre", "zoo" })
local waterClass = { water = "lake", basin = "lake", reservoir = "lake", riverbank = "river", dock = "dock",
                     swimming_pool = "swimming_pool" }

local function areas(way)
  if not way:IsClosed() then return end
  local natural, landuse, leisure = way:Find("natural"), way:Find("landuse"), way:Find("leisure")
  local amenity, waterway = way:Find("amenity"), way:Find("waterway")

  local water = (natural == "water" and "water") or (landuse == "basin" and "basin") or (landuse == "reservoir" and "reservoir")
                or (waterway == "riverbank" and "riverbank") or (waterway == "dock" and "dock")
                or (leisure == "swimming_pool" and "swimming_pool")
  if water then
    way:Layer("water", true)
    local class = waterClass[water]
    if natural == "water" then
      local kind = way:Find("water")
      class = (kind == "river" and "river") or (kind == "pond" and "pond") or (kind == "canal" and "river") or "lake"
    end
    way:Attribute("class", class)
    if way:Find("intermittent") == "yes" then way:AttributeNumeric("intermittent", 1) end
    brunnel(way)
    if way:Find("name") ~= "" then
      way:LayerAsCentroid("water_name")
      way:Attribute("class", class)
      names(way)
    end
    return
  end

  if leisure == "park" or leisure == "nature_reserve" or way:Find("boundary") == "national_park" then
    way:Layer("park", true)
    way:Attribute("class", leisure == "park" and "park" or (leisure == "nature_reserve" and "nature_reserve" or "national_park"))
    names(way)
  end

  local cover = landcoverClass[natural] or landcoverClass[landuse] or landcoverClass[leisure]
  if cover then
    way:Layer("landcover", true)
    way:Attribute("class", cover)
    way:Attribute("subclass", (landcoverClass[natural] and natural) or (landcoverClass[landuse] and landuse) or leisure)
  elseif landuseClass[landuse] or amenityLanduse[amenity] or leisureLanduse[leisure] then
    way:Layer("landuse", true)
    way:Attribute("class", landuseClass[landuse] and landuse or (amenityLanduse[amenity] and amenity or leisure))
  end

  local aeroway = way:Find("aeroway")
  if aeroway == "aerodrome" or aeroway == "apron" or aeroway == "helipad" or aeroway == "heliport" then
    way:Layer("aeroway", true)
    way:Attribute("class", aeroway)
    if way:Find("ref") ~= "" then way:Attribute("ref", way:Find("ref")) end
  end
end

-- building: footprints with heights for extrusion (a storey counts 3 m).
local function building(way)
  local value = way:Find("building")
  if value == "" or value == "no" or not way:IsClosed() then return end
  way:Layer("building", true)
  local height = tonumber(way:Find("height"))
  local levels = tonumber(way:Find("building:levels"))
  local minHeight = tonumber(way:Find("min_height"))
  local minLevel = tonumber(way:Find("building:min_level"))
  way:AttributeNumeric("render_height", math.floor(height or (levels and levels * 3 + 2) or 5))
  way:AttributeNumeric("render_min_height", math.floor(minHeight or (minLevel and minLevel * 3) or 0))
  local colour = way:Find("building:colour")
  if colour ~= "" then way:Attribute("colour", colour) end
  if way:Find("location") == "underground" then way:AttributeBoolean("hide_3d", true) end
  local housenumber = way:Find("addr:housenumber")
  if housenumber ~= "" then
    way:LayerAsCentroid("housenumber")
    way:Attribute("housenumber", housenumber)
  end
end

-- waterway: rivers, streams and canals as lines.
local function waterway(way)
  local class = way:Find("waterway")
  if class ~= "river" and class ~= "stream" and class ~= "canal" and class ~= "drain" and class ~= "ditch" then return end
  way:Layer("waterway", false)
  way:Attribute("class", class)
  names(way)
  brunnel(way)
end

-- boundary: administrative boundaries drawn from their ways; the lowest admin_level of the ways'
-- boundary relations wins.
function relation_scan_function(relation)
  if relation:Find("type") == "boundary" and relation:Find("boundary") == "administrative" then relation:Accept() end
end

local function boundary(way)
  local level = 99
  while true do
    local relation = way:NextRelation()
    if not relation then break end
    level = math.min(level, tonumber(way:FindInRelation("admin_level")) or 99)
  end
  if way:Find("boundary") == "administrative" then level = math.min(level, tonumber(way:Find("admin_level")) or 99) end
  if level > 10 then return end
  way:Layer("boundary", false)
  way:AttributeNumeric("admin_level", level)
  way:AttributeNumeric("maritime", way:Find("maritime") == "yes" and 1 or 0)
  way:AttributeNumeric("disputed", way:Find("disputed") == "yes" and 1 or 0)
end

function way_function(way)
  if way:Find("disused") == "yes" then return end
  boundary(way)
  transportation(way)
  areas(way)
  building(way)
  waterway(way)
  -- A station, museum or shop drawn as an outline is a POI at its centroid.
  if way:IsClosed() then poi(way, true) end
end

---------------------------------------------------------------------------------------------------
-- The shapefiles prepare.py writes: tilemaker passes the config's layer name (ne_ocean, gulf_ocean,
-- ne_borders, city_sea); the table returned becomes the feature's attributes.
function attribute_function(attributes, layer)
  if layer == "ne_ocean" or layer == "gulf_ocean" or layer == "city_sea" then
    return { class = "ocean" }
  elseif layer == "ne_borders" then
    return { admin_level = 2, maritime = 0, disputed = 0 }
  end
  return {}
end
