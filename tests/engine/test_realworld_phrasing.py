"""Real-world phrasings of common Wisconsin livestock rules, each with the verdict the RUBRIC gives.

Why: the held-out ordinances are drawn from real county and town codes, which say the same things in
their own words (animal waste, slurry, lagoons, "land-apply", "excreta"). Written for the rubric,
not copied from any labeled file; a change that breaks one of these has learned a wording, not a rule.
"""

from __future__ import annotations

import datetime as dt

import pytest

from ordinance_review.engine.text import prepare
from ordinance_review.models import DocumentInfo, Provision
from ordinance_review.review import review_provisions

INFO = DocumentInfo(filename="t.pdf", pages=1)

CASES = [
    # a permit with a four-word name; rates "that s. NR 151.075 prescribes"; clean water "kept from reaching" a feedlot
    ("No person may apply manure to land in Tier B without an annual sensitive area application permit from the LWCD.",
     "Application permits", "not_covered"),
    ("On land in Tier C that lies over Silurian bedrock, manure shall be applied only at the rates and with the practices "
     "that s. NR 151.075, Wis. Adm. Code, prescribes for the applicable soil depth.", "Mechanical application", "consistent"),
    ("Runoff from outside a feedlot or barnyard on a site susceptible to groundwater contamination shall be kept from "
     "reaching the feedlot or barnyard.", "Manure storage and feedlots", "consistent"),
    # an operator walking the hose and pivot of a manure irrigation system; clean water diverted from feed storage
    ("A trained operator shall be present at the field while manure is being irrigated and shall walk or drive the full "
     "length of the hose and the pivot at least every two hours.", "Standard conditions", "exceeds"),
    # a liquid-manure frozen-ground ban in a clause beside the solid manure's plan; fertilizer "other than manure"
    ("Liquid manure may not be applied to frozen or snow-covered ground on any date; solid manure may be so applied only "
     "in accordance with the winter provisions of the nutrient management plan.", "Application standards", "exceeds"),
    ("No nitrogen fertilizer other than manure may be applied in the fall to cropland in Zone 1, except to a fall-seeded "
     "crop.", "Cropland without manure", "exempt_cropping"),
    # manure irrigated near lakes and streams as well as near a sinkhole: the waters' distances decide, not the conduit's
    ("No manure may be irrigated within five hundred (500) feet of the ordinary high-water mark of any navigable lake, "
     "pond, flowage, river or stream, or within one hundred (100) feet of a grassed waterway, drainage ditch, sinkhole "
     "or tile inlet.", "Standard conditions", "exceeds"),
    # a variance on the NR 151.097 model, "conditions on the site" and "solely because compliance would be costly";
    # a flat ban on liquid storage whose last listed thing is long
    ("Grounds. The Land Conservation Committee may grant a variance from a standard in this chapter only where compliance "
     "is not feasible because of conditions on the site. A variance may not be granted solely because compliance would "
     "be costly to the owner.", "Variances", "consistent"),
    ("No liquid manure pit, tank, lagoon or other liquid manure storage facility may be constructed or used in the "
     "village.", "Manure management", "exceeds"),
    # a closure deadline no reason extends, whatever the operator plans; a stack "directly on soil" is no direct runoff;
    # a compost pad emptied 90 days after 12 idle months
    ("The twenty-four month period in subd. (i) shall not be extended for any reason, and a facility that reaches it "
     "shall be closed regardless of its condition or the operator's plans to use it.", "Closure", "exceeds"),
    ("No manure may be stacked directly on soil for more than thirty (30) days at any location, in or out of a WQMA, "
     "unless the stack is on an approved stacking slab.", "Runoff and livestock access", "exceeds"),
    ("When a compost pad has not received material for twelve (12) consecutive months, the permittee shall, within "
     "ninety (90) days thereafter, remove all compost, bedding and manure-saturated soil from the pad and seed or "
     "otherwise stabilize the site.", "Permits", "exceeds"),
    # a distance from a road ditch is a distance from water carried on, not a road setback
    ("Manure may not be applied on the surface within fifty (50) feet of the bottom of a road ditch, unless it is "
     "injected below the soil surface.", "Application near roads", "exceeds"),
    ("No manure stack of any size may be placed within three hundred (300) feet of a road ditch, culvert inlet or "
     "surface tile inlet.", "Stacking near roads", "exceeds"),
    # a second trigger beside the state's, whichever is less; horses fenced out of waters; clean water diverted from
    # feed storage in the WQMA (no subject of NR 151.06); a winter ban with an emergency allowance; irrigation's wetted area
    ('"Substantially altered," as applied to a manure storage facility or stacking pad, means relocated, or enlarged in '
     "volume or floor area by more than twenty percent (20%) or by 250 square feet, whichever is less.", "Definitions",
     "exceeds"),
    ("Horses shall be fenced out of every stream, pond, spring and drainage ditch in the Town, except at a stabilized "
     "crossing or watering ramp.", "Pastures and paddocks", "exceeds"),
    ("Clean water shall be diverted away from every feed storage area located in a water quality management area.",
     "Feed storage leachate", "exceeds"),
    ("Liquid manure shall not be applied to any land during the winter period, except that the Department may authorize "
     "an emergency application when a facility is in danger of overflowing.", "Nutrient management", "exceeds"),
    ("The wetted area of an irrigation system may not come within 2,500 feet of any municipal or other public water "
     "supply well.", "Water resource setbacks", "exceeds"),
    # stacks kept from residences and lot lines are a nuisance setback; a stack the rule says is no stack imposes nothing;
    # a compost pad barred from an "area of concentrated flow" is a siting ban, not the runoff bar restated
    ("NUISANCE CONTROL. Manure stacks and storage facilities shall be kept at least two hundred (200) feet from any "
     "neighboring residence and one hundred (100) feet from any lot line or public road, and shall be managed to keep "
     "flies, dust and odors from becoming a nuisance to neighbors.", "Manure storage and stacking", "not_covered"),
    ("Manure held in a roofed building or bin with a concrete or other impervious floor that keeps precipitation off the "
     "manure and holds all liquid is not a manure stack for purposes of this subsection.", "Manure storage and stacking",
     "not_covered"),
    ("No compost pad, windrow or curing pile may be located in the 100-year floodplain of any stream, or in a grassed "
     "waterway or other area of concentrated flow.", "Site location standards", "exceeds"),
    ("No direct runoff from a feedlot or stored manure may reach waters of the state, whether or not the pollutants "
     "carried are significant in amount.", "Additions and modifications", "exceeds"),
    # a shoreland structure kept from a side lot line and a road is a yard setback; the land in "shoreland" is no field
    ("SIDE YARDS AND ROADS. A structure in the shoreland shall be at least 10 feet from a side lot line and shall meet "
     "the highway setbacks of Sec. 17.12.", "Setbacks for structures", "not_covered"),
    ("An existing manure storage facility in the shoreland that has not had manure added or removed for 24 months shall "
     "be closed under Chapter 21 and NRCS Conservation Practice Standard 360.", "Manure storage and stacking", "consistent"),
    # a berm around a transfer system's parts near water is a transfer duty, not the state's runoff bar restated
    ("Pumps, agitation ports and reception pits of a transfer system located within 1,000 feet of a navigable water "
     "shall be surrounded by a curb or berm able to hold the contents of the largest pipe segment that could drain to it.",
     "Storage facilities", "exceeds"),
    # a storage period stated after a long list of what is stored; the 590 zone said to "extend" farther
    ("A facility for liquid or semi-solid manure shall be sized to store, at a minimum, all of the manure, wastewater "
     "and precipitation the operation will generate in two hundred forty (240) days.", "Design and construction",
     "exceeds"),
    ("Expanded SWQMA. For purposes of manure application in this County, the SWQMA extends: 500 feet from the ordinary "
     "high water mark of any navigable river or stream, and 1,500 feet from the ordinary high water mark of any navigable "
     "lake.", "Land application", "exceeds"),
    # a duty in running a transfer system (an attendant and a line patrol while pumping, a pressure test) is none the
    # transfer standard imposes; a spill plan that names a sinkhole only as a place manure could reach is no setback
    ("While manure is being pumped through a temporary pipeline, a trained attendant shall be stationed at the pump, and "
     "the full length of the line shall be walked and visually checked at intervals of not more than 30 minutes.",
     "Operation during pumping", "exceeds"),
    ("Every drag hose system shall be pressure tested before first use in each calendar year, and the test shall be "
     "recorded.", "Drag hose systems", "exceeds"),
    ("The operator of each storage facility holding more than 500,000 gallons shall keep at the farm a written emergency "
     "response plan naming the equipment available for containment and the nearest points at which spilled manure "
     "could reach surface water or a sinkhole.", "Storage facilities", "exceeds"),
    # siting from a conduit reaches transfer parts (a pit, a pipe, a pipeline's couplings), not only storage; a pipe
    # kept away is no adoption of the transfer standard
    ("No reception pit, transfer pipe or storage facility constructed after January 1, 2020 may be located within 500 "
     "feet of a sinkhole, spring, swallet or other direct conduit to groundwater.", "Storage and transfer facilities",
     "exceeds"),
    ("No coupling, valve or booster pump of a temporary pipeline may be located within 100 feet of a sinkhole or "
     "surface tile inlet.", "Temporary pipelines", "exceeds"),
    # an alarm set below the margin of safety is equipment, not a margin the operator keeps
    ("Every liquid manure storage facility filled by pump shall be equipped with an audible high-level alarm that "
     "activates when the manure reaches a point one foot below the margin of safety level.", "Storage facilities",
     "exceeds"),
    # closure on a trigger the state does not name (repeated spills; where the facility lies), beside closure on the
    # state's own trigger under the state practice
    ("A storage facility from which two or more spills caused by overflow have occurred within any five-year period "
     "shall be closed in accordance with NRCS Conservation Practice Standard 360.", "Closure", "exceeds"),
    ("Every unlined earthen manure storage facility located within twelve hundred feet of a municipal water supply well "
     "shall be closed under NRCS Standard 360 on or before December 31, 2014.", "Closure", "exceeds"),
    ("A manure storage facility that has not been used for 24 months shall be closed under NRCS Standard 360.",
     "Closure", "consistent"),
    # repairs an order names, due sooner after its notice than the state's shortest compliance period
    ("When the Department finds that a spill resulted from structural failure of a storage facility, the owner shall "
     "complete the repairs the Department specifies within thirty (30) days after written notice.", "Repairs",
     "exceeds"),
    # feed storage: leachate collection where the area's size carries a decimal point; a property-line setback (no water);
    # a test result that halts the use of the area
    ("Each feed storage area with a hardened surface of one-half acre or more shall be served by a system that collects "
     "the low-flow leachate and conveys it to a storage facility.", "Feed storage runoff control", "exceeds"),
    ("A feed storage area or leachate tank shall be set back at least 100 feet from any property line and 50 feet from "
     "the right-of-way of any public road.", "Separation distances", "not_covered"),
    ("If a tile sample shows biochemical oxygen demand above 50 milligrams per liter, the owner shall stop placing feed "
     "on the area drained by that tile until a later sample falls below that value.", "Monitoring", "exceeds"),
    # under an "Applicability" heading, a clause that deems leachate reaching a tile or ditch a significant discharge
    # moves the state's qualifier (RUBRIC rule 7); a clause that only says whom the article reaches does not
    ("For purposes of this article, any leachate that reaches a drain tile, road ditch or the ground surface outside "
     "the feed storage area is a significant discharge of process wastewater.", "Applicability", "exceeds"),
    ("This article applies to every feed storage area in the county, whether or not a significant discharge has "
     "occurred.", "Applicability", "not_covered"),
    # a pile let stay 30 days within the WQMA's own distance (weaker than the state's outright bar there); a local
    # rule carried over to unaltered existing facilities; the soil-test strategy taken away from plans; compost on a pad
    ("No unconfined manure pile may remain for more than thirty days within 300 feet of a stream.", "Manure stacking",
     "consistent"),
    ("Sections 17.06(3) and 17.09(3) apply to every manure storage facility in the county, including those constructed "
     "before October 1, 2002, whether or not the facility is altered or expanded.", "Applicability", "exceeds"),
    ("The phosphorus portion of a plan shall be prepared with the Wisconsin phosphorus index; a plan may not rely on "
     "the soil test phosphorus strategy of standard 590.", "Nutrient management", "exceeds"),
    ("At any compost site, all composting shall take place on a pad of reinforced concrete or of compacted soil having "
     "a permeability no greater than 1 x 10-6 cm/sec.", "Compost sites", "exceeds"),
    # a field stack's site rested before its next stack; a stack barred where soil over bedrock is thinner than 3 feet
    ("After a field stack is removed, the site may not be used for a field stack again until at least two full "
     "growing seasons have passed.", "Repeated use of stacking sites", "exceeds"),
    ("No field stack may be located where there is less than three (3) feet of soil between the ground surface and "
     "bedrock or the seasonal high water table.", "Siting of field stacks", "exceeds"),
    # a scope exclusion with "no manure" in it is no ban
    ("A digester that receives no manure, and that processes only industrial wastewater or septage, is regulated by "
     "Wis. Admin. Code chs. NR 214 and NR 113 and is not subject to this article.", "Digesters", "not_covered"),
    # an area a map shows, wider than the state's, made the water quality management area for every standard
    ('Map 1, titled "County Surface Water Quality Management Area," is adopted. Map 1 shows all land within five '
     "hundred (500) feet of the ordinary high-water mark of a navigable stream and within fifteen hundred (1,500) feet "
     "of a lake. The area shown on Map 1 is the water quality management area for the purpose of every standard and "
     "prohibition applied by this article.", "Water quality maps", "exceeds"),
    ('Map 1 shows all land within three hundred (300) feet of a navigable stream and within 1,000 feet of a lake. The '
     "area shown on Map 1 is the water quality management area for the purpose of every standard applied by this "
     "article.", "Water quality maps", "not_covered"),
    # process wastewater barred from unused facilities (an added duty); septage kept out of a manure storage facility
    # (non-livestock waste, whatever facility is named)
    ("No person may place milkhouse wastewater, silage leachate or other process wastewater in an unused facility or "
     "in a facility that is being closed.", "Prohibited materials", "exceeds"),
    ("No person may place septage, holding tank waste or municipal sludge in any manure storage facility.",
     "Prohibited materials", "not_covered"),
    ("A manure storage facility shall contain the runoff from a storm of 100-year frequency and 24-hour duration "
     "falling on it.", "Design", "exceeds"),
    ("Every pasture used as a winter feeding site shall be included in the operator's nutrient management plan "
     "meeting ATCP 50.04(3), including a pasture that would be excused from a plan because of its stocking rate.",
     "Nutrient management", "exceeds"),
    # grazing beside a stream: a residual height kept, a prescribed grazing plan required
    ("In any paddock within three hundred (300) feet of a navigable stream, livestock shall be moved out of the paddock "
     "before the forage is grazed below a residual height of four inches.", "Grazing management", "exceeds"),
    ("An operator who grazes more than fifty (50) animal units on pasture within three hundred (300) feet of a "
     "navigable stream shall prepare and follow a written grazing plan that meets NRCS Standard 528.",
     "Grazing management", "exceeds"),
    # land sorted into the ordinance's own zones by soil depth: what the zones are, no rule of its own
    ("MANAGEMENT ZONES. All land in the unincorporated areas of the County is placed in one of four management zones "
     "according to the depth of unconsolidated soil above bedrock or above the apparent water table, as set out in "
     "Table 31.04.", "Management zones", "not_covered"),
    # an upgrade mandate on old facilities "even if it poses no imminent threat" is no restatement of NR 151.05(4)(a)
    ("Every facility built before January 1, 1990, shall be evaluated by a professional engineer, and any facility found "
     "not to meet NRCS standard 313 shall be upgraded or closed within three years after the evaluation, even if it "
     "poses no imminent threat.", "Existing facilities", "exceeds"),
    # a soil liner tested before acceptance, a leak port read monthly: testing duties (RUBRIC rule 10)
    ("A compacted soil liner shall be tested in place by an independent testing firm at the frequencies set out in "
     "Table 4, and the liner shall not be accepted unless each test meets the listed value.", "Liners", "exceeds"),
    ("The owner shall check each observation port at least once a month while the facility holds manure and record "
     "whether liquid was present.", "Leak detection", "exceeds"),
    ("Each earthen facility shall have a liner of compacted clay at least two feet thick.", "Liners", "consistent"),
    # an earthen facility barred from overflowing below a storm smaller than the state's: no liner mandate, weaker
    ("An earthen facility shall not be allowed to overflow as a result of any storm smaller than the 10-year, 24-hour "
     "storm.", "Containment", "consistent"),
    # a storage season given by dates; a transfer line double-walled near water
    ("Storage capacity shall be sufficient to hold all manure and wastewater produced from December 15 through April 1 "
     "of the following year without land application during that period.", "Storage volume", "exceeds"),
    ("A transfer pipeline that crosses a waterway or lies within 300 feet of a stream shall be of double-walled "
     "construction or encased in a sleeve with an inspection port.", "Transfer", "exceeds"),
    # the state's later editions followed; the retention exception in other words
    ("When a later edition of a standard listed in subsections (a) through (c) is incorporated in ch. ATCP 50, the "
     "later edition governs facilities designed after its effective date.", "Standards incorporated", "consistent"),
    ("The Department shall waive closure under section 5.1 for a facility that the owner shows is structurally sound, "
     "is maintained, and will be returned to use.", "Closure", "consistent"),
    # pastures at any stocking rate brought under the plan
    ("Sub. (1) applies to pastures and winter grazing areas at any stocking rate, whether or not manure is applied "
     "mechanically.", "Land application of manure", "exceeds"),
    # a variance on the NR 151.097 model in other words; incorporation offered beside the standard's other practices
    ("The Town Board may grant a variance from Section 4 where the owner shows that compliance is not practicable "
     "because of the shape or terrain of the land and that the alternative proposed will meet the state agricultural "
     "performance standards.", "Variances", "consistent"),
    ("Between 50 and 300 feet of a navigable stream, manure applied to ground that is not frozen shall be incorporated "
     "within 72 hours or applied only where at least one of the other practices the nutrient management standard "
     "prescribes for that area is in place.", "Riparian areas", "consistent"),
    # wastewater sent to storage, its treatment option taken away; a grazing strip along streams; heavy stocking
    ("An operation milking more than 150 cows shall convey all of its milking center wastewater to a manure storage "
     "facility; treatment in a vegetated treatment area is not an option.", "Wastewater", "exceeds"),
    ("A strip of permanent grass at least thirty-five (35) feet wide shall be kept along every navigable stream that "
     "borders a pasture, and livestock shall not graze or be held within the strip.", "Buffers", "exceeds"),
    ("No owner shall keep livestock on a stream reach so heavily that all vegetation is lost along more than 100 "
     "consecutive feet of bank.", "Livestock access", "consistent"),
    # diversion in other words, over a wider band; a setback set back from wells; notice to the clerk; samples
    ("Rain and snow melt from roofs and from uphill land shall be turned away from every barnyard that lies within "
     "five hundred (500) feet of a navigable stream.", "Clean water", "exceeds"),
    ("A manure storage facility shall be set back from each private water supply well by at least 400 feet.",
     "Siting", "exceeds"),
    ("The owner shall tell the Town Clerk in writing at least ten (10) days before any work to close a facility "
     "begins.", "Closure", "not_covered"),
    ("Before a closed facility is backfilled, the owner shall have soil samples taken beneath the former liner and "
     "analyzed for nitrogen and phosphorus.", "Closure", "exceeds"),
    # a word processor's tracked changes: the inserted words are the text, a reviewer's comment is none of it
    ("[Inserted: A facility holding liquid manure shall provide not less than one hundred eighty (180) days of "
     "storage.] [Comment [MO2]: 180 days is the WPDES number; confirm the committee wants it for everyone.]",
     "Design standards", "exceeds"),
    # the state's zone taken whole and land added; a barnyard roofed or its runoff kept; 590's distance by reference
    ('"Water quality management area" means the area described in s. NR 151.015(24), Wis. Adm. Code, and in addition '
     "all land within Zone A and Zone B.", "Definitions", "exceeds"),
    ("Every barnyard in Zone A shall either be roofed or have all runoff from it collected and held in a manure "
     "storage facility.", "Barnyards", "exceeds"),
    ("Manure shall not be applied closer to a private well than the separation distance in NRCS Conservation Practice "
     "Standard 590.", "Land application", "consistent"),
    # a model ordinance's blanks filled in brackets carry their figures
    ("A manure storage facility into which no manure has been placed for a period of [sixteen (16)] consecutive "
     "months shall be permanently closed by the owner.", "Closure", "exceeds"),
    ('"Unconfined manure pile" means a quantity of manure of [fifty (50)] cubic feet or more that is not held within '
     "a manure storage facility.", "Definitions", "exceeds"),
    # livestock kept out "no matter whether adequate sod cover is present"; a field resampled every two years
    ("Livestock shall be kept out of every stream by fencing at all times, no matter whether adequate sod cover is "
     "present along the bank.", "Livestock access", "exceeds"),
    ("Every manured field shall be resampled at intervals of not more than two (2) years.", "Nutrient management",
     "exceeds"),
    # the state's hardship bar on a variance; an extension of the closure periods refused; new facilities "regardless
    # of whether cost-sharing is available" (the state's own rule for them)
    ("A variance may not be granted on the ground of economic hardship alone.", "Variances", "consistent"),
    ("Neither the Town Board nor the Zoning Administrator may extend the periods in 6.1 and 6.2, whatever the intended "
     "future use of the facility.", "Closure of manure storage facilities", "exceeds"),
    ("A new livestock facility, and a facility that is substantially altered after October 1, 2002, shall meet the "
     "standards of s. 21.06 when built or altered, regardless of whether cost-sharing is available.",
     "Existing operations; cost-sharing", "consistent"),
    # manure put straight into water at any time of year, under a winter heading; relief for injected manure
    ("At no time of year may a person place manure, by mechanical means, directly into a lake, stream, drainage ditch "
     "or other surface water.", "Application on frozen or snow-covered ground", "consistent"),
    # a stack site rested for years; a stack kept from a conduit by the state's own distances, said as clauses; a row
    # that names private and public wells before its figure (the private well's prong decides)
    ("After a stack is removed, no solid manure may be stacked again on the same site, or within 100 feet of it, for "
     "two (2) years.", "Temporary field stacks", "exceeds"),
    # an outdoor bedded pack or wintering lot kept from the water, wider than the state's zone
    ("No outdoor bedded pack or out-wintering lot may be located within one thousand feet of the ordinary high-water "
     "mark of any navigable stream or lake.", "Bedded pack", "exceeds"),
    # a solid-manure site's base and time limits; a setback taken from another unit's figure by its citation
    ("The floor of every bedded pack barn built after the effective date of this chapter shall be concrete or a "
     "compacted clay liner at least two feet thick.", "Stacking pads and bedded pack", "exceeds"),
    ("A compost site shall be on a concrete pad or on soils that provide at least three feet of separation to bedrock.",
     "Composting", "exceeds"),
    ("Composting of a windrow shall be completed, and the compost spread or removed, within twelve (12) months after "
     "the windrow is formed.", "Composting", "exceeds"),
    # the retention exception with "it is intended to be used again" (no statement of purpose), and denied for one
    # the owner "intends to use again"; a permit's condition in the imperative; livestock kept out of a drainageway
    ("A facility need not be closed under Subsection A if the owner demonstrates that the facility is maintained in "
     "accordance with NRCS standard 313 and that it is intended to be used again.", "Closure", "consistent"),
    ("A waste storage facility that has gone 24 months without use shall be closed according to NRCS standard 360. No "
     "exception may be made for a facility that the owner intends to use again, whatever its condition.",
     "Water quality standards", "exceeds"),
    ("Collect all feed storage leachate and silage bunker runoff, including the first flush of clean runoff from bunker "
     "surfaces, and store or treat it.", "Standard permit conditions", "exceeds"),
    ("Livestock shall not be allowed in any stream, drainage-way or wetland in the Town. Watering shall be from tanks "
     "set outside the stream corridor.", "Water quality standards", "exceeds"),
    # plain language: a field that never receives manure (cropping); runoff barred "no matter how small the amount";
    # livestock crowding a bank so heavily that sod cannot grow (the state's test)
    ("A field that never receives manure must still be farmed so that its sheet, rill and wind erosion stay at or "
     "below the tolerable soil loss rate, \"T\".", "What must my nutrient management plan include?", "exempt_cropping"),
    ("You may never let runoff from a feedlot, barnyard or stored manure reach a lake, stream, wetland, drainage ditch "
     "or direct conduit to groundwater, no matter how small the amount.", "What may I never do?", "exceeds"),
    ("You may never let livestock crowd along a stream or lake shore so heavily that sod or other self-sustaining "
     "plants cannot grow there. A properly built crossing or watering ramp is allowed.", "What may I never do?",
     "consistent"),
    # session 43: a hauler's licence; a spill kit on every tanker; a surface inlet marked before spreading; a carcass
    # buried near a well (dead animals); incorporation refused beside 590's other practices; the storm rule counted
    # from an amending ordinance of 2003; a closure finished after the idle period; retention denied to earthen pits
    ("No person may haul, pump or land-apply manure for compensation anywhere in the County unless that person holds a "
     "current commercial manure hauler license issued by the Department under this chapter.", "LICENSE REQUIRED",
     "not_covered"),
    ("Every licensee shall carry on each tanker, and keep at each dragline pump station, a spill kit holding at least "
     "twenty bales of straw or an equal quantity of other absorbent.", "SPILLS", "exceeds"),
    ("Before manure is applied to a field, each surface inlet in the field shall be marked with a flag or stake visible "
     "to the operator of the application equipment.", "Surface inlets", "exceeds"),
    ("No carcass may be buried where there is less than five feet of soil between the bottom of the pit and groundwater "
     "or bedrock, or within 300 feet of a well or 500 feet of a navigable water.", "Burial", "not_covered"),
    ("Within 300 feet of a navigable stream each irrigation shall be followed by a perennial buffer, more than 30% "
     "residue or a cover crop. Incorporation of the manure is not an accepted substitute for irrigated applications.",
     "Land near surface water", "exceeds"),
    ("Each facility constructed or substantially altered after the effective date of Ordinance No. 2003-11 shall have "
     "room, in addition to its design volume, for the runoff and direct precipitation of a 25-year, 24-hour storm.",
     "Capacity and margin of safety", "exceeds"),
    ("Closure shall be completed in accordance with NRCS 360 within 90 days after the end of the idle period under "
     "sub. (1).", "Closure", "consistent"),
    ("The owner of a facility may keep it beyond the idle period if the owner shows the Department the facts required "
     "by s. NR 151.05(3), except that this sub. does not apply to an earthen or clay-lined facility, which shall be "
     "closed in every case.", "Closure", "exceeds"),
    # session 43, later: digester feedstock before it is mixed with manure; wash water barred from ditches and held;
    # spent bedding piles in the state's zone; a diversion upslope of a well at any distance; any leak answered within
    # set hours; an annual report carrying results the operator already has
    ("Off-farm feedstock that has not passed through the digester shall not be land-applied.",
     "Land application of digestate", "not_covered"),
    ("Water used to wash eggs, egg rooms, milking equipment or poultry houses shall not be discharged onto the ground "
     "surface, into a road ditch or into a tile inlet, but shall be held in a storage facility.", "Wash water",
     "exceeds"),
    ("Spent bedding removed from calf hutches may not be piled, unconfined, in any water quality management area "
     "defined in s. NR 151.015, Wis. Adm. Code.", "Outdoor lot and hutch area management", "consistent"),
    ("A yard or run lying upslope of a private well shall have clean water diverted around it whatever its distance "
     "from the well.", "Yards, runs and pastures", "exceeds"),
    ("When a leak is discovered, the operator shall lower the contents below the point of leakage within 72 hours and "
     "complete repairs approved by the department within 30 days.", "Maintenance and repair", "exceeds"),
    ("The annual report shall include copies of all soil test, leak detection and monitoring well results received "
     "during the year.", "Annual report", "not_covered"),
    # session 43, from set 275: a karst map's legend; Silurian land held to NR 151.075 'as that section may be amended';
    # terms set in accepting one registration; a facility idle a year barred from sale unless closed; compliance kept
    # with the land once achieved; an engineer's inspection before a sale
    ("The zones shown on the map are defined by its legend, which is reproduced below and made part of this section. "
     "Zone A Less than 3 feet Land within 300 feet of a karst feature B 3 feet to less than 5 feet Land within 300 to "
     "600 feet of a karst feature", "Manure spreading restriction map", "not_covered"),
    ("Where Zone C land overlies Silurian bedrock, manure shall be applied only in the manner and at the rates "
     "permitted by s. NR 151.075, Wis. Adm. Code, as that section may be amended from time to time.",
     "Zone C restrictions", "consistent"),
    ("In accepting a registration the Department may specify, for an individual field, such additional measures as "
     "it finds necessary to protect a particular well or karst feature.", "Registration and variances",
     "exempt_permit"),
    ("No manure storage facility that has gone unused for twelve months or longer may be transferred unless, before "
     "the transfer, it has been closed or its retention has been approved.", "Conveyance of land", "exceeds"),
    ("Once a facility has been brought into compliance with a standard, the duty to maintain that compliance passes "
     "with the land to each heir and subsequent owner, without regard to cost sharing.", "Conveyance of land",
     "consistent"),
    ("Before any transfer, the transferor shall have the facility inspected by a professional engineer for leakage, "
     "structural soundness and compliance with NRCS Standard 313.", "Conveyance of land", "exceeds"),
    # session 43, from sets 273 and 277: a ban with its emergency way out under a lead-in about operations 'whatever its
    # size'; a pile rule under that lead-in; incorporation on every field in the city; the state's compliance period with
    # its extension; land 'covered by an NMP'; terms written into each individual permit; storage by a season's dates
    ("No person may land-apply liquid manure at any time during the winter period, unless the Town Chair has "
     "authorized an emergency application in writing because a storage facility is in danger of overflowing.",
     "Interim water quality standards", "exceeds"),
    ("Manure spread on any field within the city limits shall be incorporated into the soil within twenty-four (24) "
     "hours after it is applied.", "Land application of manure", "exceeds"),
    ("When the Department determines that an existing facility does not comply, it shall notify the owner by certified "
     "mail, with the corrective measures needed and a compliance period of not less than sixty (60) days nor more than "
     "three (3) years; provided, however, that the Department may extend the period by up to one year.",
     "Notice and compliance period", "consistent"),
    ("No person may apply manure to land in the County unless the land is covered by an NMP and the manure is applied "
     "as the NMP provides.", "Nutrient management plans", "consistent"),
    ("The Department may specify in each individual winter application permit the fields, rates, dates and practices "
     "approved for the permittee.", "Winter application permits", "exempt_permit"),
    ("A liquid manure storage facility shall be sized and managed so that it can hold, without land application, all "
     "manure and precipitation collected from November 15 through April 15 of the following year.",
     "Conditions of every permit", "exceeds"),
    # session 43, from sets 279 and 281: the state's notice with 'a period to comply'; a pile 'lacking a roof, cover or
    # runoff control' (the state's unconfined pile); a pasture reached whatever its stocking; digestate under a plan
    ("The Department shall give written notice of a violation by certified mail or personal delivery, with a period to "
     "comply of not less than sixty (60) days nor more than three (3) years.", "Existing facilities", "consistent"),
    ("No pile of manure lacking a roof, cover or runoff control may be kept within a water quality management area as "
     "defined in s. NR 151.015, Wis. Adm. Code.", "Performance standards and prohibitions", "consistent"),
    ("The plan duty of subsection (a) applies to every pasture that receives manure by mechanical application or by "
     "grazing animals, without regard to the animal density on the pasture.", "Nutrient management", "exceeds"),
    ("Digestate shall be land-applied only in accordance with a nutrient management plan that meets the NRCS 590 "
     "standard and accounts for the nutrients contributed by off-farm feedstocks.", "Land application of digestate",
     "consistent"),
    # session 43, from sets 274 and 280: retention denied whatever 'intention of the owner to return the facility to
    # use'; an unlined pit lined or closed within years 'whether or not it leaks'; runoff 'from clean areas' diverted;
    # every lot, wherever located, made to drain to a treatment area
    ("The Board shall not extend the period in 7.1, and the period shall run regardless of any intention of the owner "
     "to return the facility to use.", "Closure", "exceeds"),
    ("Every earthen manure storage structure that is in use on the effective date of this ordinance and that has no "
     "liner shall, within three (3) years after that date, be lined to NRCS Technical Standard 313 or be closed, "
     "whether or not it leaks.", "Manure storage structures", "exceeds"),
    ("Runoff from clean areas shall be diverted away from any outdoor lot, hutch area or manure storage area that lies "
     "within a water quality management area.", "Runoff control", "consistent"),
    ("Every feedlot holding 150 or more animal units, wherever located in the county, shall direct all lot runoff to a "
     "vegetated treatment area designed to NRCS Practice Standard 635 or to a storage facility.", "Feedlot runoff",
     "exceeds"),
    # session 43, from set 285: an irrigation pass capped in inches; a table row under an irrigation system's
    # separation lead-in; tile outlets watched around each application; old equipment upgraded 'even though cost-share
    # funding is not offered'; septage 'not mixed with manure'; a burial pit; a compost pile holding manure named the
    # state's unconfined pile; a distance 'that NRCS Standard 590 specifies'
    ("No single irrigation pass may place more than one-quarter inch (0.25\") of liquid, or about 6,800 gallons per "
     "acre, on any part of a field.", "Conditions of every permit", "exceeds"),
    ("Tile outlet observation. Each tile outlet serving a field shall be inspected within two hours before liquid "
     "manure is applied to that field. If manure-colored or manure-odored water is observed at the outlet, "
     "application on that field shall stop at once.", "Manure application to tile-drained fields", "exceeds"),
    ("A pipeline, hydrant or pivot installed before June 1, 2018 shall meet s. 27.11(1) by May 1, 2019, and shall meet "
     "it even though cost-share funding is not offered for the work.", "Existing systems", "exceeds"),
    ("Septage, municipal sludge and industrial process wastes that are not mixed with manure are not regulated by this "
     "chapter and may not be irrigated under a permit issued under it.", "Equipment and conveyance", "not_covered"),
    ("No burial pit may be dug within 250 feet of a well or 300 feet of a stream or lake.", "Burial", "not_covered"),
    ("A mortality compost pile that contains manure or manure-laden bedding is an unconfined manure pile, and no such "
     "pile may be placed in a water quality management area.", "Composting", "consistent"),
    ("No mechanical application of manure shall take place on frozen or snow-covered ground within the distance from a "
     "surface inlet or other direct conduit that NRCS Standard 590 specifies for such conditions.", "Surface inlets",
     "consistent"),
    # session 43, from set 283: a map legend's zone under its lead-in; soil sampled in a pit's floor before it is
    # backfilled; an idle facility drawn down each year; a ban on building storage in a zone
    ("Before an earthen facility is backfilled, the owner shall have soil samples taken at no fewer than three "
     "locations in the floor of the facility and analyzed for nitrate-nitrogen, at the owner's cost.",
     "Closure standards", "exceeds"),
    ("An idle liquid facility shall be pumped down to no more than two (2) feet of liquid depth by November 1 of each "
     "year.", "Facilities awaiting closure", "exceeds"),
    ("No person may construct a new manure storage facility or a waste transfer system component that holds manure, "
     "or enlarge an existing one.", "Zone A requirements", "exceeds"),
    # session 43, from set 282: manure held on any lot kept in a container or on a curbed pad
    ("Manure held on a lot pending removal or application shall be kept in a covered, watertight container or on an "
     "impervious pad with curbing.", "Manure on residential and mixed-use lots", "exceeds"),
    # session 44, from set 284: a hauler's tankers calibrated each year; a hose laid across a stream only through a
    # culvert; winter application deferred to 590's own criteria; an annual report that carries results; incorporation
    # or "other ... practices ... as allowed by NRCS Standard 590"; existing operations given a fixed date to comply
    ("Each tanker and spreader shall be calibrated for its application rate at least once every calendar year, and the "
     "licensee shall keep the calibration result with the equipment log.", "EQUIPMENT", "exceeds"),
    ("A hose may cross a navigable stream or drainage ditch only through an existing culvert or on a bridge, in one "
     "continuous length with no coupling located within 100 feet of the water.", "DRAGLINE (HOSE) APPLICATION SYSTEMS",
     "exceeds"),
    ("SOLID MANURE ON FROZEN GROUND. Solid manure may be applied to frozen or snow-covered ground only where, and at "
     "rates, that the winter application criteria of NRCS 590 allow.", "LAND APPLICATION STANDARDS", "consistent"),
    ("By March 1 of each year the owner shall file with the Department an annual report showing the volume of manure "
     "added and removed, the weekly level readings, the leak detection sump results and the monitoring results for the "
     "preceding year.", "Operation and maintenance", "not_covered"),
    ("On unfrozen ground within 1,000 feet of the Pruett Millpond or 300 feet of Tenney Creek, manure shall be "
     "incorporated within 72 hours, or other surface water protection practices shall be used as allowed by NRCS "
     "Standard 590.", "MANURE MANAGEMENT", "consistent"),
    ("Manure spread on cropland within 300 feet of a navigable stream shall be incorporated into the soil within 72 "
     "hours, and none of the other practices that NRCS standard 590 accepts for those areas may be used in place of "
     "incorporation.", "NUTRIENT MANAGEMENT", "exceeds"),
    ("Livestock operations existing on the effective date of this ordinance shall comply with Section 5 within two "
     "years after that date.", "MANURE MANAGEMENT", "exceeds"),
    # session 44, from sets 286-288: an urban development's storm water and a construction site's sediment; a facility
    # "whenever built" near a municipal well upgraded or closed; runoff diverted from lots outside the WQMA; a structure
    # "for which a permit is issued" held to the state's storm; an abandoned structure "may not be kept for future use";
    # a storage ban on "a site susceptible to groundwater contamination"; an official's own sampling on a complaint; the
    # one served with notice given fourteen days; a permit required before building in the shoreland; low-risk days left
    # to the plan; existing status lost after two years without livestock
    ("STORM WATER MANAGEMENT. A person who develops or redevelops one acre or more shall obtain a storm water permit and "
     "shall hold the post-development peak discharge for the 100-year, 24-hour design storm to the pre-development rate.",
     "STORM WATER MANAGEMENT", "not_covered"),
    ("WELLHEAD AREAS. Every manure storage facility, whenever built, that lies within 1,000 feet of a municipal water "
     "supply well shall be evaluated by the department and, within three years after notice, upgraded to the current 313 "
     "standard or closed.", "MANURE STORAGE FACILITIES", "exceeds"),
    ("Runoff shall likewise be diverted from every feedlot and barnyard lying outside a water quality management area but "
     "within 750 feet of a navigable stream or 1,500 feet of a lake or flowage.", "CLEAN WATER DIVERSION", "exceeds"),
    ("An abandoned structure may not be kept for future use, whatever its condition or construction.",
     "Abandonment and closure", "exceeds"),
    ("No new manure storage facility may be built on a site susceptible to groundwater contamination.",
     "MANURE STORAGE FACILITIES", "exceeds"),
    ("Complaints. Any person may file a written complaint with the Health Department alleging a human health hazard. On a "
     "complaint that a private well has been contaminated by manure, the Health Officer or a sanitarian shall inspect the "
     "premises within ten (10) working days and may, at county expense, collect water samples from the well.",
     "COMPLAINTS, WELL SAMPLING AND ORDERS", "not_covered"),
    ("Notwithstanding Section 9.1, an operator served with notice of a violation of Section 8.1 shall complete the "
     "required fencing within fourteen (14) days after service.", "ADMINISTRATION AND ENFORCEMENT", "exceeds"),
    ("PERMIT REQUIRED. No person may construct, substantially alter or close a manure storage facility located in whole "
     "or in part in the shoreland unless the person first obtains a conditional use permit from the Land Use and Zoning "
     "Committee.", "MANURE STORAGE FACILITIES IN THE SHORELAND", "not_covered"),
    ("On a day for which the forecast shows no runoff expected or low risk for the field, manure may be applied at rates "
     "and by methods allowed by the operator's nutrient management plan and NRCS Conservation Practice Standard 590.",
     "Application by forecast risk level", "consistent"),
    ("LOSS OF EXISTING STATUS. An existing operation on which no livestock have been kept for a continuous period of two "
     "years or longer shall lose its status as an existing operation and shall, if livestock are returned to it, be "
     "treated as a new operation under this subchapter.", "EXISTING OPERATIONS", "exceeds"),
    # session 44, from sets 290-294: case-by-case terms "for that operation" and a variance issued with whatever
    # conditions the committee judges necessary; NR 151.075 followed "as that section requires"; relining or closing by
    # a date; a schedule for scraping lots; valves and alarms on storage units; storage only in concrete or steel tanks
    ("In issuing a winter spreading permit the department may specify, for that operation, the fields that may be used, "
     "the maximum rates and the dates on which application may occur.", "NUTRIENT MANAGEMENT", "exempt_permit"),
    ("A variance may be issued with whatever conditions the committee judges necessary at that site, including limits on "
     "the volume stored or the season of use.", "Variances", "exempt_permit"),
    ("Fields subject to s. NR 151.075, Wis. Adm. Code, shall be managed as that section requires for the depth of soil "
     "over Silurian bedrock on the field.", "Groundwater and wells", "consistent"),
    ("Notwithstanding subsection (A), every earthen-lined liquid facility in use on the effective date of Ordinance "
     "2020-04 shall be relined as required by Section 7.24.050(B)(1), or closed, before January 1, 2026.",
     "Existing facilities", "exceeds"),
    ("Manure on lots. Between April 1 and November 30, accumulated manure shall be scraped from every unroofed outdoor "
     "lot that lies within a water quality management area at least once every seven days.",
     "Standards applicable to all livestock operations", "exceeds"),
    ("Every fill line shall have a check valve and a manual shut-off valve at the unit, and every unit of more than "
     "50,000 gallons shall have a high-level alarm audible at the pump.", "Containment and equipment", "exceeds"),
    ("Liquid manure shall be stored only in a concrete or steel tank. No new earthen basin, whether lined with clay or "
     "with a synthetic membrane, shall be permitted.", "Standard conditions of every permit", "exceeds"),
    # session 44, from sets 290 and 293: a storage facility "no closer than five hundred feet (500') to" a creek; compliance
    # "once achieved ... maintained whether or not further cost sharing is offered" beside the cost-share precondition
    ("Surface Waters: A manure storage facility shall be no closer than five hundred feet (500') to the ordinary high "
     "water mark of Tamsen Creek or any other stream.", "MANURE STORAGE", "exceeds"),
    ("Existing operations and cost sharing. No requirement of this ordinance that would require an operation existing on "
     "October 14, 1997 to install or modify a structure or practice shall be enforced against that operation unless the "
     "Department has determined that cost sharing is available; once compliance is achieved it shall be maintained "
     "whether or not further cost sharing is offered.", "GENERAL PROVISIONS", "consistent"),
    # session 45, from sets 298: a stack barred in the WQMA "regardless of the size of the stack" (the state's pile starts
    # at a size); fertilizer on lawns beside a lake (no farm and no livestock operation)
    ("No manure stack may be placed within a water quality management area, regardless of the size of the stack.",
     "STACKING", "exceeds"),
    ("No lawn fertilizer may be applied within twenty-five (25) feet of the shore of Fernleaf Lake.",
     "NON-FARM SOURCES", "not_covered"),
    # session 45, from sets 299-302: the 590 menu kept by "the practices that standard allows"; a well zone that applies
    # 590's own criteria; "non-frozen ground" is no frozen ground; concrete required and an earthen liner "not allowed"
    ("In the surface water quality management area defined in NRCS practice standard 590, application on unfrozen ground "
     "shall use at least one of the runoff-reducing practices that standard allows, such as incorporation within 72 "
     "hours or leaving more than 30 percent residue cover.", "LAND APPLICATION", "consistent"),
    ("Within 1,000 feet of a community public water system well, application shall meet the groundwater-sensitive-area "
     "criteria of NRCS practice standard 590.", "LAND APPLICATION", "consistent"),
    ("Manure applied to non-frozen ground within 1,000 feet of a navigable lake or 300 feet of a navigable stream shall be "
     "incorporated into the soil within twenty-four (24) hours after application.", "APPLICATION NEAR SURFACE WATER",
     "exceeds"),
    ("Where bedrock lies within ten feet of the planned bottom of a liquid facility, the facility shall be built of "
     "cast-in-place reinforced concrete; an earthen or clay liner is not allowed at such a site.", "DESIGN", "exceeds"),
    ("The retention exception of s. NR 151.05(3), Wis. Adm. Code, shall not be available for any facility on land in "
     "slope class C or D.", "CLOSURE", "exceeds"),
    # a purpose clause that says what the chapter "is meant to" do imposes nothing
    ("The chapter is meant to keep manure and manure-tainted runoff out of the wells, springs, lakes and streams of the "
     "county, while leaving farmers free to use manure as a crop nutrient.", "", "not_covered"),
    # a pit floor kept far above bedrock: 313's separation, the storage named by its floor
    ("The bottom of the pit shall be at least fifteen (15) feet above bedrock and above the seasonal high water table.",
     "PIT REQUIREMENTS", "exceeds"),
    # a closure deadline counted from the end of "any" idle period: 24 + 12 months, looser than the state's 24
    ("A manure storage facility shall be closed within twelve (12) months after the end of any twenty-four-month period "
     "in which no manure was added to or removed from it.", "Time for closure", "consistent"),
    # an overhead irrigation ban naming process wastewater is a method ban, not the discharge rule
    ("Irrigation. No person may apply liquid manure or process wastewater by center pivot, traveling gun or any other "
     "overhead irrigation equipment.", "", "exceeds"),
    # a footing drain with an observation port retrofitted on existing barns
    ("Every deep-pit barn in use on June 1, 2010, shall be fitted with the footing drain and observation port described "
     "in s. 17.06(2) within three (3) years after that date.", "Existing barns", "exceeds"),
    # relief that lets a facility in closer than the unit's own distance imposes nothing (RUBRIC rule 18)
    ("The department may allow a facility closer to a stream than the distance set in subsection (a) where the applicant "
     "shows by a survey that no surface flow path from the site reaches the stream.", "Setbacks", "not_covered"),
    # a time limit on every field stack, said with a comma before "within"
    ("Manure in a field stack shall be spread, and the stack removed, within sixty (60) days after the first manure is "
     "added to it.", "Field stacks", "exceeds"),
    # the SWQMA menu kept whole: incorporation, cover and a permanent grass strip (the buffer)
    ("When the ground is not frozen, manure spread in the WQMA shall be worked into the soil within three days, or shall "
     "be spread on hay, sod or a growing cover crop, or next to a permanent grass strip along the water.",
     "Spreading near water", "consistent"),
    # the state's sod-cover test in other words
    ("Livestock may not be kept in or near a lake, stream or wetland in such numbers that adequate sod or "
     "self-sustaining vegetative cover cannot be kept along the shore or bank.", "Livestock access", "consistent"),
    # an upgrade mandate on facilities "in existence on" a date is that mandate, whatever notice it runs from
    ("A facility in existence on May 17, 2005 that lies within a water quality management area shall be evaluated by an "
     "engineer and, if it does not meet Standard 313, shall be upgraded to meet it or closed within five years after "
     "the department's written notice.", "Existing facilities", "exceeds"),
    ("Bedding pack removed from a hoop barn may not be piled, uncovered, in a water quality management area.",
     "Hoop barns", "consistent"),
    # a moratorium on issuing permits is permit machinery (RUBRIC rule 8)
    ("Imposition. No zoning permit, conditional use permit, animal waste storage permit or livestock facility license may "
     "be issued, and no application for any of them may be accepted as complete, for the siting, construction or "
     "expansion of a large livestock facility while this moratorium is in effect.", "MORATORIUM", "not_covered"),
    ("Fall applications of liquid manure are limited as shown in the following table, and the other fall options in the "
     "NRCS 590 standard are not available in the County.", "Fall application", "exceeds"),
    ("The licensee shall keep a nutrient management plan for the operation and follow it.", "License conditions",
     "consistent"),
    # the state's own case-by-case widening of the tillage setback, up to ATCP 50.04(4)'s 20 feet
    ("No tillage may take place within five (5) feet of the top of the channel of a surface water on any cropland, "
     "including fields receiving manure, and the Department may require a wider setback of up to twenty (20) feet where "
     "needed to keep soil from reaching the water.", "Cropland", "consistent"),
    ("Application rates shall not exceed those set for each field in the nutrient management plan required by "
     "subsection (e) and in NRCS Standard 590.", "Irrigation", "consistent"),
    ("Any person who applies manure from a storage facility in the county shall do so under a nutrient management plan "
     "prepared to NRCS Standard 590 by a qualified nutrient management planner and updated each year. The operator "
     "shall file a copy of the current plan with the Department by March 1 of each year.", "Nutrient management",
     "consistent"),
    ("The exclusion that ch. ATCP 50 allows for pastures stocked at one animal unit per acre or less does not apply in "
     "the County; such pastures shall be included in the plan.", "Nutrient management", "exceeds"),
    ("A digester that has not been operated for 12 consecutive months shall be emptied, and its vessels, reception pits "
     "and digestate storage closed under NRCS Standard 360, within 90 days thereafter.", "Closure", "exceeds"),
    ("Converting an existing manure storage facility to hold digestate, or first adding hauled-in material to the manure "
     "it holds, is a substantial alteration of that facility, which shall then meet sec. 31-7(a) and (b).",
     "Digesters", "exceeds"),
    ("In a karst protection area, no manure may be applied where the soil is less than two feet thick over bedrock.",
     "Karst", "exceeds"),
    ("Silurian bedrock. On land over Silurian bedrock, manure shall be applied only as s. NR 151.075, Wis. Adm. Code, "
     "allows.", "Land application", "consistent"),
    ("Between December 1 and April 15 no manure stack may be placed on any field, whatever its distance from water, "
     "unless the stack is on a concrete pad that meets NRCS technical standard 313.", "Stacks", "exceeds"),
    ("Design storm contained by new storage 25-yr, 24-hr 25-yr, 24-hr 100-yr, 24-hr", "Requirements by size class",
     "exceeds"),
    # winter lots brought under the feedlot rules by name, for the purposes of the state rules (RUBRIC rule 7)
    ("Feedlot standards. An outwintering lot shall be treated as a feedlot for purposes of the clean water diversion "
     "standard of s. NR 151.06 and the direct runoff prohibition of s. NR 151.08, Wis. Adm. Code, notwithstanding that "
     "it is also a winter grazing area.", "Winter grazing", "exceeds"),
    ("The Department may not excuse or postpone the closure required by Subsection A on the ground that the owner intends "
     "to resume using the facility, whatever the condition of the facility.", "Closure", "exceeds"),
    ("Clean runoff water shall be kept away from any feedlot, manure storage area or barnyard that lies in a water "
     "quality management area.", "Runoff", "consistent"),
    # a winter ban on liquid waste with its own emergency way out: the ban is the rule, not relief or an upgrade duty
    ("No liquid waste from a facility may be applied to land during winter, except in an emergency approved in advance "
     "by the County Conservationist in response to an imminent threat of overflow or structural failure.", "Winter",
     "exceeds"),
    # cropland neither grazed nor manured is the cropping exemption's; a winter lot's cover is the livestock's
    ("Tillage setback. On cropland that is neither grazed nor manured, tillage shall not take place within five (5) feet "
     "of the top of the channel of a surface water.", "Cropland", "exempt_cropping"),
    ("Restoration. By August 1 of each year, the operator shall reestablish vegetative cover over at least seventy "
     "percent (70%) of every outwintering lot used during the preceding winter.", "Outwintering lots", "exceeds"),
    # a unit giving its idle point and the time to close from it: read together, the state's 24 months (RUBRIC rule 20)
    ("A facility is considered unused once no manure has been added to or removed from it for twelve months; the owner "
     "then has twelve further months to close it unless it is put back in use.", "Closure", "consistent"),
    ("A facility is considered unused once no manure has been added to or removed from it for twelve months; the owner "
     "then has three further months to close it.", "Closure", "exceeds"),
    # a feed storage area fitted to collect its leachate (an equipment duty); a leachate tank idle a year, closed
    ("Every feed storage area having more than 1/2 acre of paved surface shall be equipped to collect all low-flow "
     "leachate and to convey it to a storage facility.", "Feed storage", "exceeds"),
    ("A leachate storage facility to which no leachate has been added and from which none has been removed for 12 "
     "consecutive months shall be closed in accordance with NRCS Practice Standard 360.", "Closure", "exceeds"),
    # a pile rule's own reach and conditions: a mapped overlay district (whatever water its name carries), what may be
    # stacked at all, a cover for a season held down "against wind" (no air rule)
    ("No field stack may be placed anywhere within the Mill Creek Karst Overlay District shown on Map 7-B.", "Stacking",
     "exceeds"),
    ("Only manure with a dry-matter content of 25 percent or more may be placed in a field stack.", "Stacking",
     "exceeds"),
    ("Every stacking permit shall require that a field stack in place between November 1 and April 1 be covered with an "
     "impermeable cover held down against wind.", "Stacking permits", "exceeds"),
    # feed storage and leachate structures barred from a place (a siting ban, RUBRIC rule 12); leachate barred from land
    # for a calendar window (a spreading season)
    ("No person may locate a new feed storage area or leachate tank closer to the features listed below than the "
     "distance shown:", "Separation distances", "exceeds"),
    ("No silage bunker or leachate storage tank may be located within the one-hundred-year floodplain of any river.",
     "Separation distances", "exceeds"),
    ("Silage leachate and milkhouse wastewater may not be land-applied from December 1 through March 15 of the following "
     "year, whether or not the ground is frozen or snow-covered.", "Land application of leachate", "exceeds"),
    # the standard's own menu with examples ("at least one of the practices ... listed in NRCS 590, such as ..."); an
    # emergency plan kept and filed with the county
    ("Where manure is applied on unfrozen ground within 1,000 feet of a lake or 300 feet of a stream, the permittee "
     "shall use at least one of the practices listed in NRCS Standard 590 for that area, such as incorporation within "
     "72 hours or a permanent vegetated buffer.", "Standard permit conditions", "consistent"),
    ("The permittee shall keep at the farm, and file with the Department and the town clerk, a current emergency "
     "response plan naming whom to call in case of a manure spill.", "Emergency response", "not_covered"),
    # a plain-language code ("you must", "you may not"): a permit to get, relief given to "you", the state's access rule
    ("You must get a manure storage permit from the Department before you build or substantially alter a pit.",
     "Who needs a permit?", "not_covered"),
    ("In an emergency, such as an imminent overflow, the Department may give you written permission to spread during "
     "the period in 4.2(a).", "When may I spread?", "not_covered"),
    ("Where livestock gather so thickly that grass cannot keep the banks covered, you may not let livestock reach "
     "streams and lakes without limits. Properly built crossings are allowed.", "Barnyards", "consistent"),
    # a structure in place before the code's table of distances, kept in use: relief from the local table
    ("A manure storage facility lawfully in place on May 1, 2010 that does not meet Table 3-2 may continue in use and "
     "may be repaired within its footprint.", "Location", "not_covered"),
    # the department's notice as the rule's condition, not a report the operator owes; a siting rule said of the person
    ("Where cattle have trampled a stream bank bare for 40 feet or more, and the Department has given written notice, "
     "the operator shall fence the bank or otherwise limit access within one year.", "Livestock access", "consistent"),
    ("No person may locate a new manure storage facility, feedlot or manure stack closer to any private well than 400 "
     "feet.", "Location", "exceeds"),
    # how long a stack may stay, counted to an ordinal day; a stacking site rested before its next stack
    ("MAXIMUM PERIOD. A field stack of manure shall be removed and spread not later than the ninetieth (90th) day "
     "after the first manure was placed in it.", "Stacking", "exceeds"),
    ("After a stack is removed, no manure may be piled again at the same site until a crop has been harvested from it.",
     "Stacking", "exceeds"),
    # manure stored on a small lot, kept on a pad under a roof: an added duty on storage, whatever the lead-in says
    ("Manure stored on any lot of less than five acres shall be kept on a concrete pad and under a roof at all times.",
     "Keeping of animals", "exceeds"),
    # the state's zone redrawn in a technical appendix, with no term quoted: a definition that moves a trigger
    ("The surface water quality management area of the standard is widened, for purposes of this chapter, to all "
     "land within 600 feet of a navigable stream and 1,000 feet of a lake or pond.", "Appendix B", "exceeds"),
    # leak detection named by its parts; a storage ban that no diversion lifts; a pipeline rule beside the office's hours
    ("A fabricated concrete tank shall be encircled at its footing by a perforated drain tile that empties to an "
     "observation port, so that any leakage can be seen and sampled.", "Design and construction", "exceeds"),
    ("No manure storage facility may be constructed within 300 feet of a navigable stream or within 1,000 feet of a "
     "lake, whatever design or diversion is proposed.", "Location", "exceeds"),
    ("NRCS Conservation Practice Standard 634 is adopted, except that any transfer pipeline laid within 250 feet of a "
     "karst feature shall be double-walled. Copies of the standards are on file in the Department and may be "
     "inspected during business hours.", "Appendix A", "exceeds"),
    # "in the karst area" is where a rule applies, not a conduit to keep away from: the rule's own subject decides
    ("No manure shall be applied by machine to any field in the karst district where the soil is less than 24 inches "
     "deep over limestone or dolomite bedrock of whatever age.", "Karst district", "exceeds"),
    ("In karst areas, manure shall not be applied on frozen ground.", "Karst areas",
     "exceeds"),
    # variances on the state's model, worded "may vary a standard" or tested against "the purpose of this article"
    ("VARIANCES. The Board of Appeals may vary a standard in sub. (5) or (6) only where the standard cannot be met "
     "because of conditions peculiar to the site, and the variance is one the Department of Natural Resources could "
     "grant under s. NR 151.097, Wis. Adm. Code.", "Agricultural district", "consistent"),
    ("The committee may grant a variance from a standard in this article where strict compliance is not feasible because "
     "of conditions peculiar to the site, the variance is consistent with the purpose of this article, and the variance "
     "will not cause a violation of state water quality standards.", "Variances", "consistent"),
    # a fixed soil-test ceiling is a limit, whatever index it overrides ("notwithstanding any phosphorus index")
    ("Each field that receives manure shall be soil tested at least once every two years, and manure may be applied "
     "only as shown in the following table, notwithstanding any phosphorus index calculation: Soil test phosphorus "
     "(Bray P-1) 76 ppm or more: No manure.", "Land application", "exceeds"),
    # a winter grazing area "treated as a feedlot for the purposes of this subsection" widens the state's feedlot
    ("A winter grazing area located within the shoreland in which livestock are fed for more than 30 days between "
     "October 1 and April 30 shall be treated as a feedlot for the purposes of this subsection.", "Shorelands", "exceeds"),
    # a storage season ordered with "size it to hold": a minimum storage period the state does not set
    ("A livestock operation that builds or replaces a manure storage facility after December 1, 2018 shall size it to "
     "hold all manure produced from December 15 through March 31.", "Winter application standards", "exceeds"),
    # the state's own pile bar, worded "no pile may be placed or kept in a WQMA", is no tolerated pile; a shallow-soil
    # site beyond the WQMA ("fewer than three feet of soil overlie bedrock") widens the zone
    ("No unconfined pile of animal waste may be placed or kept in a water quality management area.", "Feedlots",
     "consistent"),
    ("No unconfined manure pile may remain within a water quality management area for more than thirty (30) days.",
     "Feedlots", "consistent"),
    ("No unconfined pile of animal waste may be placed or kept in a water quality management area, or on any site "
     "where fewer than three feet of soil overlie bedrock.", "Feedlots", "exceeds"),
    # manure pipelines: fitting shutoff equipment and patrolling the line are duties NRCS 634 does not set
    ("Every pipeline that carries liquid manure or digestate to a field shall be fitted with flow meters at the pump "
     "and at the discharge end and with an automatic shutoff.", "Manure transfer pipelines", "exceeds"),
    ("While liquid manure is being pumped through a surface pipeline, a person able to stop the pump shall patrol the "
     "full length of the line at least once every hour.", "Manure transfer pipelines", "exceeds"),
    # a scope clause that applies the pile rules to smaller piles moves the state's pile trigger (RUBRIC rule 7)
    ("Stockpiles. Sections 9.4 and 9.5 apply to every heap of manure kept outside a storage structure that holds forty "
     "(40) cubic feet or more, however shallow.", 'Applicability', 'exceeds'),
    # a non-binding commentary after a rule is not the rule: "Commentary: Paragraph (b) ... 25-year, 24-hour storm"
    ("No manure storage facility may be located within 350 feet of a property line or within 600 feet of a residence "
     "not owned by the operator. Commentary: Paragraph (b) goes beyond the state rule, which since January 1, 2011 has "
     "asked new facilities to contain the 25-year, 24-hour storm.", 'Manure Storage Facilities', 'not_covered'),
    # a guidance paragraph's advice is not the rule it follows
    ("No tillage shall be done within 20 feet of a navigable stream on cropland that receives no manure. Guidance: "
     "Operators should leave a wider strip where the slope exceeds six percent.", 'Tillage', 'exempt_cropping'),
    # under a plain-language purpose heading, a statement of the Town's reasons orders nothing
    ("Harrow Creek's drinking water comes from private wells, and Lake Wendel and Pike Run Creek carry much of the "
     "Town's runoff. The Board wants manure stored and spread in a way that keeps that water clean.",
     'WHY DOES THE TOWN HAVE THIS ORDINANCE?', 'not_covered'),
    # grazing beside a stream limited by forage height and rest: an added duty NR 151.08 does not set
    ("Livestock shall be moved out of any paddock that borders a stream before the forage in that paddock is grazed "
     "below a height of four inches, and the paddock shall be rested for at least thirty days before it is grazed again.",
     'Grazing Plans and Stream Crossings', 'exceeds'),
    # a fence set back from the bank with the strip kept in vegetation: a duty to keep the strip, no sod-cover test
    ("A fence required to exclude livestock under s. 14.06(2) shall be placed at least thirty-five feet back from the top "
     "of the streambank, and the strip between the fence and the bank shall be kept in permanent vegetation.",
     'Exclusion Fencing', 'exceeds'),
    # ordering a practice the state asks only of cost-shared operations (prescribed grazing): an added duty
    ("Every operator who grazes livestock on a pasture that contains or adjoins a riparian area shall prepare, and graze "
     "in accordance with, a rotational grazing plan that meets NRCS Conservation Practice Standard 528, Prescribed "
     "Grazing.", 'Grazing Plans and Stream Crossings', 'exceeds'),
    # the range an order to close must give: the state's compliance period
    ("Compliance schedule. Where the Department orders closure of a facility that existed before the effective date of "
     "this chapter, the order shall allow not less than 60 days nor more than three (3) years to complete the closure.",
     'Closure of Manure Storage Facilities', 'consistent'),
    # compliance within the period a notice sets, only if cost sharing is available: the state's protections
    ("Compliance schedule. An existing pasture shall be brought into compliance within the period stated in the "
     "Department's notice under 5.2, and only if cost sharing is available under 5.1.", 'Livestock Access to Waters',
     'consistent'),
    # a trigger definition scoped to a named article, or to one rule by "in applying par. (a)"
    ('Substantially altered. For purposes of Article 4, a manure storage facility is "substantially altered" if its '
     'storage capacity or the area it occupies is increased by fifteen percent (15%) or more.', 'Definitions', 'exceeds'),
    ('In applying par. (a), "substantially altered" includes any increase, however small, in the capacity of a facility.',
     'Local Modifications', 'exceeds'),
    # a standard's scope that brings lightly stocked pastures under the plan duty moves who must have a plan
    ("Applicability. This standard applies to every person who applies manure to land in the County, by machine or by "
     "grazing, including pastures that are stocked at one animal unit per acre or less.", 'Nutrient Management',
     'exceeds'),
    # under a heading joining scope and a subject, a unit that orders something is a rule, not a scope clause
    ("An existing facility that the director determines is failing or leaking so as to pose an imminent threat to "
     "public health, fish and aquatic life or groundwater shall be upgraded, replaced or closed.",
     'Applicability; existing facilities', 'consistent'),
    # and a unit under it that says whom the chapter reaches is still scope
    ("This chapter applies to every livestock operation, manure storage facility and manure transfer system within the "
     "unincorporated areas of the county, regardless of the number of animal units kept.",
     'Applicability; existing operations', 'not_covered'),
    # a design storm written in words with its digits hyphened to the unit: "one hundred (100)-year"
    ("Design storm. A facility subject to 6.1 shall have enough capacity, above the volume reserved for manure, to hold "
     "the precipitation and runoff of the one hundred (100)-year, twenty-four (24)-hour storm event without overtopping.",
     'Storage Standards', 'exceeds'),
    # fencing from every water however well the bank is vegetated: the sod condition dropped
    ("Livestock shall be excluded by fencing from every lake, stream and wetland in the County, however well the bank or "
     "shoreline is vegetated, except at a crossing built to NRCS technical standard 578.", 'Barnyards and access',
     'exceeds'),
    # storage sized for a number of days written in words, "at a minimum": a storage period outside NR 243
    ("A storage facility shall be sized to hold, at a minimum, all animal waste and polluted runoff generated by the "
     "operation during one hundred eighty (180) days.", 'Design Standards', 'exceeds'),
    # fertilizer on a field that "will receive no animal waste": a cropping rule
    ("Commercial nitrogen fertilizer shall not be applied in the fall before September 15 to any field that will "
     "receive no animal waste during the crop year.", 'Land Spreading', 'exempt_cropping'),
    # a winter ban whose one way out is an emergency for a facility about to overflow: the ban decides, no upgrade duty
    ("No person may apply liquid manure between December 15 and March 15, and no person may apply any manure on frozen "
     "ground, except that the Department may approve an emergency application when a facility is in imminent danger of "
     "overflow.", 'Land Application', 'exceeds'),
    # clean water diverted around feed storage, a source NR 151.06 does not name
    ("Clean water from roofs and upslope land shall be diverted around every feed storage area.", 'Feed Storage',
     'exceeds'),
    # a flat ban on one kind in a sentence of its own, beside a sentence leaving the other to 590: the ban decides
    ("Liquid manure shall not be applied to frozen or snow-covered ground at any time. Solid manure may be applied to "
     "frozen or snow-covered ground only as NRCS 590 allows.", 'Land Application', 'exceeds'),
    # "shall note" is no "shall not": a log of inspections kept and shown on request is a record
    ("The applicator shall note the date, time and observed condition of each inspection in a log kept with the nutrient "
     "management plan for two years, and shall show the log to the Department on request.", 'Tile Outlets', 'not_covered'),
    # a digester idle for a year closed: the idle period, shorter than the state's 24 months
    ("A digester or digestate storage structure that has received no feedstock for twelve (12) consecutive months shall "
     "be emptied and closed according to NRCS Conservation Practice Standard 360.", 'Closure', 'exceeds'),
    # a yearly soil test, said of the calendar year: more often than 590's four-year-old test allows
    ("Every field on which manure is applied shall be soil tested at least once each calendar year.", 'Land Application',
     'exceeds'),
    # a sinkhole's opening told to the county within two days: a report to the local unit
    ("An operator shall tell the Department within forty-eight (48) hours of learning of any sinkhole that opens within "
     "300 feet of a manure storage facility.", 'Karst Overlay', 'not_covered'),
    # runoff barred "whether or not the amount of pollutants carried is significant": the state qualifier removed
    ("No runoff from a feedlot may reach waters of the state, whether or not the amount of pollutants carried is "
     "significant.", 'Feedlots', 'exceeds'),
    # existing facilities held to a standard by a date "without regard to whether cost sharing is offered"
    ("The standards in sub. (2) apply to a facility that existed on May 15, 2007 in the same manner as to a new facility, "
     "and shall be met by August 16, 2019, without regard to whether cost sharing is offered.", 'Applicability', 'exceeds'),
    # nitrogen near a municipal well "in the amounts and at the times that the 590 standard allows": the standard's own
    ("Within 1,000 feet of a municipal well, nitrogen from manure shall be applied only in the amounts and at the times "
     "that the 590 standard allows for those soils.", 'Local Standards', 'consistent'),
    # access barred only where it breaks the banks down: a harm test like the state's, not exclusion
    ("Livestock shall not be given access to the bank of a stream or lake in numbers that cause the bank to collapse or "
     "slump into the water.", 'Livestock Access', 'consistent'),
    # a feed structure barred unless it collects its leachate: a collection mandate, beyond the bar on significant discharges
    ("A silage bunker without leachate collection is not allowed in the wellhead zone.", 'Feed Storage', 'exceeds'),
    # a frozen-ground ban that refuses the emergency exception: a ban, not relief
    ("No digestate may be applied to frozen or snow-covered ground at any time, including during an emergency.",
     'Land Application of Digestate', 'exceeds'),
    # an exception list's item names what is let off, no duty of its own
    ("The moratorium does not apply to: work needed to bring an existing storage facility into compliance with ch. NR 151.",
     'Moratorium', 'not_covered'),
    # a compliance period stated as the time a notice allows, between the state's bounds
    ("The time allowed in a notice under sub. (1) shall be at least ninety (90) days and not more than three (3) years "
     "from delivery of the notice.", 'Notice and Compliance', 'consistent'),
    # a storage rule built to the technical standard a state chapter incorporates: no manure incorporation
    ("Each new manure storage structure shall be built to the NRCS 313 waste storage standard incorporated in s. ATCP 50.62.",
     'Storage', 'consistent'),
    # commercial fertilizer on land that receives neither a by-product nor manure: cropping
    ("On cropland that receives neither digestate nor manure, commercial nitrogen fertilizer may not be applied before "
     "April 1.", 'Cropland', 'exempt_cropping'),
    # an older facility's owner made to have it evaluated for leaks: an added duty on existing facilities
    ("The owner of a manure storage facility built before October 1, 2002, for which no as-built plans are on file shall, "
     "within 180 days, have the facility evaluated by a professional engineer for leakage.", 'Existing Facilities', 'exceeds'),
    # application equipment fitted with meters: an equipment mandate
    ("Every liquid applicator unit put into service after January 1, 2019, shall be equipped with a flow meter that "
     "records the gallons applied on each field.", 'Equipment', 'exceeds'),
    # a stack barred in the floodplain, which reaches land beyond the WQMA's 300 ft of a stream
    ("No manure stack may be kept in any flood fringe or floodway district of the county.", 'Manure Stacking', 'exceeds'),
    # a pile ban with no place named but a storage facility: it reaches every field, not only the WQMA
    ("Wet feed refuse is manure for this article and shall not be piled on the ground outside a waste storage facility.", 'Feed Storage', 'exceeds'),
    # a cap on one application's volume or depth
    ("No single spreading pass shall exceed 7,500 gallons per acre on any field.", 'Land Application', 'exceeds'),
    ("No irrigation pass may apply more than one-half inch of liquid on any field.", 'Irrigation', 'exceeds'),
    # irrigation barred except as a local permit allows: the permit requirement, not a ban on the method
    ("No person may spray manure through a traveling gun except as authorized in the operations permit.", 'Irrigation', 'not_covered'),
    # a board bound to deny a permit where a site condition holds: a siting rule
    ("The town board shall deny a permit for any liquid manure storage facility at a site where bedrock lies within fifteen feet of the bottom of the facility.", 'Hydrogeology', 'exceeds'),
    # a variance asked for within the NR 151.097 request period, the notice named before the period
    ("A person who has received a notice under section 9-6-8 of this chapter may, within sixty (60) days after receiving it, ask the board of zoning appeals for a variance from a requirement of section 9-6-5, 9-6-6 or 9-6-7 of this chapter.", 'Variances', 'consistent'),
    # a subject described at length before its verb: still a siting ban near a well
    ("No pen, paddock, run or other area where livestock are confined and vegetation is not maintained shall be located within one hundred fifty (150) feet of any well.", 'Pens and Enclosures', 'exceeds'),
    # a defined trigger overridden by a rule of its own: 10 percent against the state's 20
    ('Notwithstanding the definition of "substantially altered" in section 22-3, an enlargement that increases the capacity of an existing storage facility by ten (10) percent or more shall require the entire facility to meet the standards of section 22-33(a).', 'Enlargement', 'exceeds'),
    # one practice required below every pen near the water
    ("A keeper whose pen or paddock lies within the shoreland area shall establish and maintain a strip of permanent grass or other perennial vegetation, not less than fifty (50) feet wide, between the pen or paddock and the water.", 'Runoff', 'exceeds'),
    # scheduled inspections of storage for leaks, and soil sampled beneath a closed facility: monitoring duties
    ("Each spring before the first land application and each fall after the last, the owner of a liquid manure storage facility shall have the facility inspected for cracks, seepage and embankment failure by an engineer or a Department technician.", 'Operation and maintenance', 'exceeds'),
    ("Within sixty (60) days after closure is completed, the owner shall have soil samples taken at two (2) and four (4) feet beneath the former floor of the facility, at not fewer than three locations, and shall submit the nitrate-nitrogen and ammonium results to the Department.", 'Closure', 'exceeds'),
    ('Notwithstanding par. (b), no compliance period shall be allowed for a violation of this section by an existing operation; it shall be corrected within 48 hours after notice.', 'Existing Operations', 'exceeds'),
    ('No manure may be spread nearer to a drinking water well than the distance NRCS Standard 590 requires.', 'Land Application', 'consistent'),
    ('No manure storage facility shall be constructed within 400 feet of any private well.', 'Manure Storage Facilities', 'exceeds'),
    ('All new or substantially altered animal waste storage facilities shall be designed, constructed and maintained in accordance with NRCS Technical Standard 313.', 'Manure Storage Facilities', 'consistent'),
    ('Waste storage facilities that have not been used for 12 consecutive months shall be closed in accordance with NRCS Standard 360.', 'Manure Storage Facilities', 'exceeds'),
    ('Any manure storage facility that has not been used for 24 months shall be abandoned in accordance with the technical standards of the Natural Resources Conservation Service.', 'Closure', 'consistent'),
    ('No person shall apply manure to frozen or snow-covered ground between December 15 and March 31 of each year.', 'Land Application', 'exceeds'),
    ('Manure shall not be applied within 100 feet of any private well, regardless of the ground conditions.', 'Land Application', 'exceeds'),
    ('Each operator shall develop and implement a nutrient management plan that complies with NRCS Standard 590.', 'Nutrient Management', 'consistent'),
    ('Nutrient management plans shall be updated annually and shall include soil tests taken within the previous 2 years.', 'Nutrient Management', 'exceeds'),
    ('On lands with less than 20 feet of soil over Silurian bedrock, no manure shall be applied between February 1 and April 15.', 'Spreading Restrictions', 'exceeds'),
    ('There shall be no direct runoff from a feedlot or stored manure into waters of the state.', 'Runoff', 'consistent'),
    ('No person shall allow manure, manure-contaminated runoff or process wastewater to flow onto the lands of another.', 'Runoff', 'exceeds'),
    ('Feedlots located within 1,500 feet of a lake shall be provided with a runoff control system designed to NRCS Standard 635.', 'Feedlots', 'exceeds'),
    ('Livestock shall not have unlimited access to waters of the state where high concentrations of animals prevent the maintenance of adequate sod or self-sustaining vegetative cover.', 'Livestock Access', 'consistent'),
    ('No person may construct, substantially alter or abandon a manure storage facility without first obtaining a permit from the Land Conservation Department.', 'Permits', 'not_covered'),
    ('The fee for a manure storage permit shall be $250, payable to the County Treasurer.', 'Fees', 'not_covered'),
    ('Each liquid manure storage facility shall have a minimum storage capacity of 180 days.', 'Manure Storage', 'exceeds'),
    ('Manure transfer pipelines shall be pressure tested before use and annually thereafter.', 'Transfer', 'exceeds'),
    ('Manure storage facilities shall be located and operated so as to minimize odors to neighboring residences.', 'Odor', 'not_covered'),
    ('Manure stacks shall not remain in the field for more than 180 days and shall be located at least 500 feet from any navigable waters.', 'Stacking', 'exceeds'),
    ('Liquid manure shall not be applied at rates exceeding 10,000 gallons per acre per application.', 'Application Rates', 'exceeds'),
    ('Manure applied to fields with slopes greater than 6 percent shall be incorporated within 24 hours.', 'Application', 'exceeds'),
    ('Unconfined manure piles are prohibited within a water quality management area.', 'Unconfined Piles', 'consistent'),
    ('No unconfined manure pile shall be located within 1,000 feet of a navigable stream.', 'Unconfined Piles', 'exceeds'),
    ('The owner of a manure storage facility shall install and maintain a leak detection system and report any detected leakage to the County within 24 hours.', 'Monitoring', 'exceeds'),
    ('No liquid manure shall be applied to frozen or snow covered ground at any time.', 'Winter Spreading', 'exceeds'),
    ('Manure may not be applied on frozen or snow-covered ground within the surface water quality management area except in an emergency, and then only as NRCS 590 allows.', 'Winter Spreading', 'consistent'),
    ('Cropland in the Town shall be managed so that soil erosion does not exceed the tolerable soil loss rate (T).', 'Tillage', 'exempt_cropping'),
    ('There shall be no significant discharge of process wastewater to waters of the state.', 'Process Wastewater', 'consistent'),
    ('Milking center wastewater shall be stored in a manure storage facility and may not be discharged to any filter strip or vegetated treatment area.', 'Process Wastewater', 'exceeds'),
    ('No new animal feedlot or manure storage facility shall be located within 1,000 feet of a navigable stream or 2,000 feet of a lake.', 'Setbacks', 'exceeds'),
    ('Manure shall not be applied within 200 feet of a lake or stream.', 'Spreading', 'exceeds'),
    ('Manure applied within 300 feet of a stream or 1,000 feet of a lake shall be incorporated within 72 hours, or applied where vegetative buffers or adequate residue are maintained, as NRCS 590 provides.', 'Spreading', 'consistent'),
    ('No animal waste storage facility shall be located in a floodplain or within 500 feet of a navigable body of water.', 'Animal Waste Storage', 'exceeds'),
    ('A waste storage facility which has been inactive for a period of one year shall be deemed abandoned and shall be properly closed within 90 days.', 'Abandonment', 'exceeds'),
    ('Animal waste storage facilities shall meet the requirements of NR 151.05, Wis. Adm. Code.', 'Standards', 'consistent'),
    ('All livestock operations in the County shall comply with the agricultural performance standards and prohibitions of ch. NR 151, Wis. Adm. Code, which are incorporated herein by reference.', 'Performance Standards', 'consistent'),
    ('No person shall spread animal waste on lands within 1,000 feet of a municipal well.', 'Spreading', 'exceeds'),
    ('No manure shall be spread on land having a slope greater than 12 percent.', 'Spreading', 'exceeds'),
    ('Liquid manure shall be injected or incorporated into the soil within 48 hours of application.', 'Spreading', 'exceeds'),
    ('Any person who applies manure to cropland shall have a nutrient management plan meeting ATCP 50.04(3).', 'Nutrient Management', 'consistent'),
    ('Operations with fewer than 500 animal units that apply manure shall submit and follow a nutrient management plan for all land including rented ground, and shall test soil every 3 years.', 'Nutrient Management', 'exceeds'),
    ("The operator of a facility with more than 1,000 animal units shall test all private wells within one-half mile of the facility annually at the operator's expense.", 'Well Testing', 'exceeds'),
    ('Manure storage facilities shall have a synthetic liner regardless of site conditions.', 'Manure Storage', 'exceeds'),
    ('Existing manure storage facilities that pose an imminent threat to public health, fish and aquatic life or groundwater shall be upgraded, replaced or abandoned.', 'Manure Storage', 'consistent'),
    ('Existing manure storage facilities that do not meet current NRCS 313 standards shall be upgraded by January 1, 2026.', 'Manure Storage', 'exceeds'),
    ('No runoff from any barnyard or feedlot shall be allowed to enter a road ditch, tile inlet or drainage way.', 'Runoff', 'exceeds'),
    ('Livestock crossings of streams shall be constructed according to NRCS standard 578.', 'Livestock in streams', 'consistent'),
    ('Livestock shall be fenced out of all streams, ditches and wetlands, except at stabilized crossings.', 'Livestock in streams', 'exceeds'),
    ('A livestock facility license is required for any new or expanded livestock facility with 500 or more animal units.', 'Siting', 'not_covered'),
    ('"Animal unit" has the meaning given in s. ATCP 51.01(5), Wis. Adm. Code.', 'Definitions', 'not_covered'),
    ('"Abandoned manure storage facility" means a facility that has not been used for 12 months.', 'Definitions', 'exceeds'),
    ('Any person who violates this ordinance shall forfeit not less than $100 nor more than $1,000 for each violation. Each day a violation continues is a separate offense.', 'Enforcement', 'not_covered'),
    ('An existing livestock operation shall not be required to comply with the performance standards unless cost-sharing is made available as provided in s. 92.15(4), Stats.', 'Compliance', 'consistent'),
    ('All existing livestock operations shall comply with this chapter within one year whether or not cost sharing is offered.', 'Compliance', 'exceeds'),
    ('Manure shall be applied according to the nutrient management plan.', 'Manure Management', 'consistent'),
    ('No manure may be applied to a field when the National Weather Service forecasts a 50 percent or greater chance of precipitation of one-half inch or more within 24 hours.', 'Manure Management', 'exceeds'),
    ('The Board of Adjustment may grant a variance from the terms of this ordinance where strict enforcement would cause unnecessary hardship.', 'Variance', 'not_covered'),
    ('New manure storage facilities shall not be located where the depth to bedrock is less than 10 feet.', 'Storage', 'exceeds'),
    ('Clean water shall be diverted from contacting feedlots, manure storage areas and barnyard areas within water quality management areas.', 'Storage', 'consistent'),
    ('The bottom of every manure storage facility shall be at least 5 feet above the seasonal high water table and bedrock.', 'Storage', 'exceeds'),
    ('Solid manure may be stacked in the field for no longer than 60 days and not within 300 feet of any well.', 'Stacking', 'exceeds'),
    ('From December 1 through March 31, no manure may be applied anywhere in the Town on frozen or snow-covered soil.', 'Winter Spreading', 'exceeds'),
    ('No manure may be applied to frozen or snow-covered soil in a surface water quality management area.', 'Winter Spreading', 'consistent'),
    ('On land where the soil over Silurian bedrock is more than 20 but less than 30 feet deep, no liquid manure may be applied at more than 13,500 gallons per acre per week.', 'Silurian', 'exceeds'),
    ('Manure may not be applied to frozen ground on any slope greater than 3 percent.', 'Slopes', 'exceeds'),
    ('Liquid manure shall be applied only with low-pressure, low-trajectory equipment or by injection.', 'Equipment', 'exceeds'),
    ("The owner of a permitted facility shall pay for annual nitrate testing of every private well within 1,500 feet of any field where the facility's manure is spread.", 'Wells', 'exceeds'),
    ('Every liquid manure storage facility shall provide at least 270 days of storage.', 'Storage', 'exceeds'),
    ('Leachate from feed storage shall be collected and may not flow to any ditch, field tile or drainage way.', 'Process Wastewater', 'exceeds'),
    ('Within 1,000 feet of a lake or 300 feet of a stream, manure applied to unfrozen ground shall be incorporated within 72 hours, or applied where a vegetated buffer or 30 percent residue is maintained, or a cover crop is in place.', 'SWQMA', 'consistent'),
    ('Within 1,000 feet of a lake or 300 feet of a stream, manure applied to unfrozen ground shall be incorporated within 72 hours.', 'SWQMA', 'exceeds'),
    ('Liquid manure shall not be applied to tile-drained fields unless the tile outlets are plugged or monitored during and for 24 hours after application.', 'Tile', 'exceeds'),
    ('Manure shall not be applied in grassed waterways, concentrated flow channels or within 25 feet of them.', 'Gullies', 'exceeds'),
    ('Manure shall not be applied in grassed waterways or concentrated flow channels, except as NRCS 590 allows.', 'Gullies', 'consistent'),
    ('No person shall apply manure on frozen or snow-covered ground within 1,000 feet of a lake or 300 feet of a stream, or on slopes of more than 6 percent anywhere in the county.', 'Winter', 'exceeds'),
    ('Manure applied on frozen or snow-covered ground shall be applied in accordance with the winter spreading restrictions of NRCS 590.', 'Winter', 'consistent'),
    ('Liquid manure shall not be applied on frozen or snow-covered soils at any time unless it is an emergency approved in writing by the Department.', 'Winter', 'exceeds'),
    ('No manure shall be spread in the 100-year floodplain of any river or stream.', 'Floodplain', 'exceeds'),
    ('Manure shall not be applied in a manner that causes direct runoff to waters of the state.', 'Runoff', 'consistent'),
    ('Earthen manure storage basins shall have a minimum separation of 5 feet between the bottom of the basin and bedrock or the seasonal high water table.', 'Storage', 'exceeds'),
    ('Each manure storage facility shall maintain the margin of safety required by NRCS Standard 313.', 'Storage', 'consistent'),
    ('Each manure storage facility shall maintain a minimum freeboard of 2 feet at all times.', 'Storage', 'exceeds'),
    ('Manure storage facilities shall be emptied to the lowest practical level at least once every year and inspected by the Department.', 'Storage', 'exceeds'),
    ('Manure storage facilities shall be screened from view of public roads by a vegetative buffer.', 'Storage', 'not_covered'),
    ('All feedlots shall have a vegetated treatment area designed to NRCS Standard 635.', 'Feedlots', 'exceeds'),
    ('Feedlots within a water quality management area shall divert clean water as required by NR 151.06.', 'Feedlots', 'consistent'),
    ('Cattle lanes that cross streams shall be fenced and paved.', 'Lanes', 'exceeds'),
    ('Livestock shall be excluded from all wetlands and waterways.', 'Access', 'exceeds'),
    ('A new or expanded livestock facility shall be located at least 600 feet from the nearest residence and 1,000 feet from any church, school or park.', 'Siting', 'not_covered'),
    ('The applicant shall submit an odor management plan.', 'Siting', 'not_covered'),
    ('No manure shall be applied within 250 feet of a private well.', 'Well', 'exceeds'),
    ('No manure shall be applied within 50 feet of a private well.', 'Well', 'consistent'),
    ('No mechanical application of manure within 300 feet of a sinkhole, regardless of slope direction.', 'Sinkhole', 'exceeds'),
    ('No slurry shall be land-applied on frozen ground anywhere in the county from January 1 through March 15.', 'Slurry', 'exceeds'),
    ('Livestock waste shall not be irrigated within 500 feet of a navigable lake.', 'Waste', 'exceeds'),
    ('No earthen lagoon or holding pond for animal waste shall be constructed within 750 feet of any private well.', 'Lagoons', 'exceeds'),
    ('An animal waste pit that has not been used for a period of one (1) year shall be abandoned according to NRCS Standard 360.', 'Pits', 'exceeds'),
    ('Waste storage structures shall be planned and built in conformance with NRCS Practice Standard 313.', 'Pits', 'consistent'),
    ('Solid animal excreta shall not be stockpiled within 1,500 feet of a lake.', 'Dung', 'exceeds'),
    ('No person may dispose of livestock waste by spreading on land within 200 feet of a drainage ditch.', 'Disposal', 'exceeds'),
    ('Barnyard runoff shall not be allowed to flow into any road ditch or onto a neighboring parcel.', 'Barnyards', 'exceeds'),
    ('No barnyard shall discharge directly to waters of the state.', 'Barnyards', 'consistent'),
    ('Concrete manure tanks shall be inspected for cracks by a licensed engineer every two years.', 'Tanks', 'exceeds'),
    ('The owner of a dairy with more than 700 animal units shall sample all drinking water wells within one mile of its fields every spring and report the results to the Town.', 'Wells', 'exceeds'),
    ('Within 1,000 feet of any lake, liquid manure shall only be applied by injection.', 'Injection', 'exceeds'),
    ('Manure hauling vehicles shall not exceed posted weight limits on Town roads.', 'Trucks', 'not_covered'),
    ('No manure shall be spread on Sundays or legal holidays within 1,000 feet of a residence.', 'Hours', 'not_covered'),
    ('"Animal unit" has the meaning given in s. NR 243.05, Wis. Adm. Code.', 'Definitions', 'not_covered'),
    ('No new livestock structure shall be located closer than 100 feet to any property line.', 'Setbacks', 'not_covered'),
    ('No person shall construct a high capacity well to serve a livestock facility without a town permit.', 'Wells', 'not_covered'),
    ('Nutrient management plans shall be developed using the SnapPlus software and meet NRCS 590.', 'Nutrient Management', 'consistent'),
    ('The nutrient management plan shall limit phosphorus applications to the amount removed by the crop in the rotation on every field.', 'Nutrient Management', 'exceeds'),
    ('Phosphorus shall be managed so that the phosphorus index does not exceed 6 averaged over the accounting period and 12 in any one year.', 'Nutrient Management', 'consistent'),
    ('Fields with a phosphorus index greater than 4 shall not receive manure.', 'Nutrient Management', 'exceeds'),
    ('All manure storage facilities shall be designed to store at least 6 months of manure production.', 'Manure Storage', 'exceeds'),
    ('Manure transfer systems shall be designed and installed according to NRCS Standard 634.', 'Transfer', 'consistent'),
    ('No liquid manure may be applied to tile-drained land unless tile outlets are monitored during and for 48 hours after application.', 'Tile', 'exceeds'),
    ('The purpose of this ordinance is to protect the health, safety and welfare of the residents of the Town and to protect surface water and groundwater.', 'Purpose', 'not_covered'),
    ('Livestock operators shall manage cropland receiving manure so that erosion does not exceed tolerable soil loss (T).', 'Erosion', 'consistent'),
    ('Cropland receiving manure shall be managed to keep soil erosion at or below one-half of T.', 'Erosion', 'exceeds'),
    ('All cropland in the county shall be managed to keep soil erosion at or below one-half of T.', 'Erosion', 'exempt_cropping'),
    ('An existing livestock operation is not required to comply with a performance standard unless cost-share funding is offered to the operator as provided in s. 92.15(4), Wis. Stats.', 'Existing operations', 'consistent'),
    ('All existing livestock operations shall comply with this ordinance within two years of its effective date, whether or not cost sharing is available.', 'Existing operations', 'exceeds'),
    ('Before taking enforcement action against an existing operation, the Department shall notify the owner in writing of the corrective measures needed, the compliance period, and the cost-share funding available.', 'Notice', 'consistent'),
    ('The compliance period shall be no less than 60 days and not more than 3 years from the date the notice is received.', 'Compliance', 'consistent'),
    ('No notice is required before the Department orders corrective action for a violation of this chapter.', 'Compliance', 'exceeds'),
    ('The Department may grant a variance from a technical standard where compliance is not feasible due to site conditions and the operator will implement practices providing comparable water quality protection.', 'Variance', 'consistent'),
    ('The Board of Adjustment may grant variances where literal enforcement would result in unnecessary hardship.', 'Variance', 'not_covered'),
    ('A manure storage facility that is not used for 24 months need not be closed if it meets current design standards, was designed to store manure for longer than 24 months, and its future use is reasonably expected.', 'Retention', 'consistent'),
    ('A manure storage facility that is not used for 24 months shall be closed; no facility may be retained for future use.', 'Retention', 'exceeds'),
    ('Unless otherwise approved in writing by the Department, no manure shall be applied within 500 feet of a lake.', 'Prohibitions', 'exceeds'),
    ('Except as provided in s. 5.4, no liquid manure may be applied to frozen ground in the Town.', 'Prohibitions', 'exceeds'),
    ('Except as NRCS 590 allows, no manure may be applied to frozen or snow-covered ground in a surface water quality management area.', 'Prohibitions', 'consistent'),
    ('The owner of every livestock facility shall develop and implement an emergency spill response plan.', 'Prohibitions', 'exceeds'),
    ('Each manure storage facility shall have a secondary containment berm capable of holding 110 percent of its capacity.', 'Prohibitions', 'exceeds'),
    ('Manure storage facilities shall be maintained to prevent leakage that threatens groundwater or surface water.', 'Prohibitions', 'consistent'),
    ('No manure shall be applied to any field within 48 hours before a forecast rainfall of one inch or more.', 'Application', 'exceeds'),
    ('Manure shall not be applied at rates exceeding the nitrogen needs of the crop as determined by the University of Wisconsin, and in no case more than 150 pounds of nitrogen per acre.', 'Application', 'exceeds'),
    ('Manure shall be applied at rates consistent with University of Wisconsin nutrient recommendations as NRCS 590 requires.', 'Application', 'consistent'),
    ('Livestock facilities shall be operated so as not to create a public nuisance from flies, rodents or noise.', 'Nuisance', 'not_covered'),
    ('Outdoor lighting at livestock facilities shall be shielded to prevent glare onto neighboring properties.', 'Lighting', 'not_covered'),
    ('Manure hauling shall not occur on Town roads between 10:00 p.m. and 6:00 a.m.', 'Traffic', 'not_covered'),
    ('All livestock shall be confined by fences adequate to prevent escape onto public roads.', 'Fencing', 'not_covered'),
    ('Dead animals shall be disposed of within 48 hours by rendering, burial or composting as provided in ch. ATCP 3.', 'Carcasses', 'not_covered'),
    ('Animals shall be provided with adequate food, water and shelter.', 'Welfare', 'not_covered'),
    ('The operator shall maintain liability insurance of at least $1,000,000.', 'Insurance', 'not_covered'),
    ('Before a permit for a manure storage facility is issued, the applicant shall post a bond or letter of credit equal to the estimated cost of closing the facility.', 'Financial', 'not_covered'),
    ('The applicant shall enter into a road use agreement with the Town for manure hauling.', 'Roads', 'not_covered'),
    ('All cropland in the County shall be managed so that sheet, rill and wind erosion do not exceed the tolerable soil loss rate.', 'Cropland', 'exempt_cropping'),
    ('No crop field may be plowed or tilled within 20 feet of the bank of a navigable stream.', 'Cropland', 'exempt_cropping'),
    ('Fields with slopes greater than 12 percent shall be planted to a cover crop after harvest.', 'Cropland', 'exempt_cropping'),
    ('Commercial nitrogen shall not be applied in the fall on sandy soils.', 'Cropland', 'exempt_cropping'),
    ('A vegetated buffer at least 35 feet wide shall be maintained between all cropland and any navigable stream.', 'Cropland', 'exempt_cropping'),
    ('A vegetated buffer at least 35 feet wide shall be maintained between any field receiving manure and any navigable stream.', 'Cropland', 'exceeds'),
    ('Landowners shall maintain grassed waterways in areas of concentrated flow on all cropland.', 'Cropland', 'exempt_cropping'),
    ('Cropland receiving manure shall be managed to keep soil erosion at or below one-half of T.', 'Cropland', 'exceeds'),
    ('Row crops shall not be planted within 50 feet of any lake or stream.', 'Cropland', 'exempt_cropping'),
    ('New manure storage facilities and those substantially altered shall be designed to contain the runoff from a 25-year, 24-hour storm event.', 'Storage', 'consistent'),
    ('New manure storage facilities shall be designed to contain the runoff from a 100-year, 24-hour storm event.', 'Storage', 'exceeds'),
    ('Manure storage facilities shall be operated so that the level of stored manure does not exceed the margin of safety.', 'Storage', 'consistent'),
    ('All liquid manure storage facilities shall be emptied to below the margin of safety level before November 15 each year.', 'Storage', 'exceeds'),
    ('Closure of a manure storage facility shall be conducted in accordance with NRCS Standard 360.', 'Closure', 'consistent'),
    ('Closure of an earthen manure storage facility shall include removal of the liner and at least 12 inches of soil below it.', 'Closure', 'exceeds'),
    ('Runoff from upslope land shall be diverted away from feedlots located in a water quality management area.', 'Diversion', 'consistent'),
    ('Roof runoff from all barns and sheds shall be diverted away from manure storage areas and barnyards, wherever located.', 'Diversion', 'exceeds'),
    ('Livestock access to streams shall be managed so that adequate sod cover is maintained along the banks.', 'Access', 'consistent'),
    ('Livestock shall not be allowed within 50 feet of any stream.', 'Access', 'exceeds'),
    ('Milking center wastewater shall not be discharged directly to waters of the state.', 'Process', 'consistent'),
    ('Milking center wastewater shall be treated by a system designed to NRCS 629 before any discharge.', 'Process', 'exceeds'),
    ('Where silage is kept on a pad of more than two acres, the operator shall install a system that captures the leachate and first-flush runoff.', 'Feed Storage', 'exceeds'),
    ('Parlor wash water shall be conveyed to a waste storage tank or to a treatment system.', 'Process', 'exceeds'),
    ('No parlor wash water shall be piped directly into a navigable stream.', 'Process', 'consistent'),
    ('Each waste storage pond shall be able to hold, at a minimum, the manure and wash water gathered from December 1 through March 31.', 'Storage', 'exceeds'),
    ('No animal lot, waste storage pond or manure stack may be sited in the shoreland zone.', 'Shoreland', 'exceeds'),
    ('No manure stack may be placed on soil less than 3 feet deep over bedrock or groundwater.', 'Piles', 'exceeds'),
    ('An unconfined manure pile may be kept in a water quality management area for no more than 20 consecutive days.', 'Piles', 'consistent'),
    ('The plan shall be prepared or approved by a nutrient management planner qualified under s. ATCP 50.48, and a copy shall be filed with the clerk by March 1.', 'Plans', 'not_covered'),
    ('No person may spread manure unless the spreading follows a current nutrient management plan prepared or approved by a qualified planner.', 'Plans', 'consistent'),
    ('Every earthen storage facility built before 1990 shall be evaluated by an engineer, and one that does not meet NRCS 313 shall be upgraded to that standard, replaced or closed within three years.', 'Existing', 'exceeds'),
    ('No owner of a facility that existed on October 14, 1997 shall be required to upgrade, replace or close it unless cost-sharing is available.', 'Existing', 'consistent'),
    ('The compliance period shall be at least 60 days and not more than three years, except that for a feedlot in a floodway it may not be longer than one year.', 'Compliance', 'exceeds'),
    ('On a manured field, no tillage may be done within 25 feet of a stream, and the strip shall be kept in perennial vegetation.', 'Tillage', 'exceeds'),
    ('No person may apply manure, commercial fertilizer or other nutrients by mechanical means directly to a lake or stream.', 'Nutrients', 'consistent'),
    ('For the phosphorus index limit, the accounting period of a field shall not be longer than three crop years.', 'Phosphorus', 'exceeds'),
    ('The phosphorus index is averaged over an accounting period of the current crop year and the seven crop years before it.', 'Phosphorus', 'consistent'),
    ('Roof water from any barn within 300 feet of the creek or 1,000 feet of the millpond shall be diverted away from any adjoining barnyard or manure pile.', 'Diversion', 'consistent'),
    ('An earthen pit in use on June 1, 2004, without a liner meeting NRCS 313 shall be lined to that standard, or closed, by December 31, 2029.', 'Existing', 'exceeds'),
    ('No barnyard first used after May 1, 2020, may be located within 300 feet upslope or 100 feet downslope of a sinkhole.', 'Siting', 'exceeds'),
    ('In the wellhead zone, manure may be applied to frozen or snow-covered ground only as NRCS technical standard 590 permits.', 'Winter', 'consistent'),
    ('The separation distances in this table apply to every new manure storage facility: lake, 1,000 feet; navigable stream, 300 feet; town road right-of-way, 100 feet.', 'Setbacks', 'exceeds'),
    ('Near the lake, manure spread on unfrozen ground shall be managed with one of these practices: a strip of permanent vegetation between the field and the water; more than 30 percent residue cover; working the manure into the soil within 72 hours; or a cover crop seeded soon after spreading.', 'SWQMA', 'consistent'),
    ('A new storage pond may be built in a water quality management area only if runoff from land upslope of it is diverted away from the pond.', 'Diversion', 'consistent'),
    ('A tank built to hold milking center wastewater, whether or not manure is added to it, is a manure storage facility for the purposes of this section and shall meet subsections (a) and (b).', 'Storage', 'exceeds'),
    ('No person may keep a pile of manure of 100 cubic feet or more in a water quality management area.', 'Piles', 'exceeds'),
    ('No pile of manure of 175 cubic feet or more may be kept in a water quality management area.', 'Piles', 'consistent'),
    ('Every temporary hose system used to spread manure shall be fitted with a flow meter and an automatic shut-off.', 'Hoses', 'exceeds'),
    ('Manure pumped through a hose shall be spread only at the rates and times allowed by the nutrient management plan.', 'Hoses', 'consistent'),
    ('Each new storage facility shall be sized to hold all of the manure produced during the winter period, in addition to the margin of safety of its design standard.', 'Storage', 'exceeds'),
    ('No liquid manure shall be spread on frozen or snow-covered ground within 1,000 feet of any navigable lake, pond, river or stream.', 'Winter', 'exceeds'),
    ('On land within 300 feet of a stream, manure applied to ground that is not frozen shall be injected within 72 hours; a buffer, residue cover or a cover crop does not satisfy this rule.', 'SWQMA', 'exceeds'),
    ('Within 1,000 feet of a lake, manure applied to ground that is not frozen shall be worked into the soil within 72 hours unless the field has a permanent vegetated buffer, keeps more than 30 percent residue after spreading, or gets a cover crop promptly.', 'SWQMA', 'consistent'),
    ('A violation of the well setbacks shall be corrected within 20 days after the notice is received, whether or not an imminent threat exists.', 'Compliance', 'exceeds'),
    ('Every earthen pit in existence on the effective date shall be brought into conformity with the current edition of Standard 313 within four years.', 'Existing Facilities', 'exceeds'),
    ('Unconfined manure piles shall not be located within 300 feet of a stream or 1,000 feet of a lake.', 'Piles', 'consistent'),
    ('Unconfined manure piles shall not be located within 300 feet of a stream, 1,000 feet of a lake, or 300 feet of a wetland.', 'Piles', 'exceeds'),
    ('Every livestock operation that applies manure shall have a nutrient management plan that meets ATCP 50.04(3).', 'NMP', 'consistent'),
    ('The Department may impose additional conditions on a permit as necessary to protect surface water and groundwater at the site.', 'Permits', 'exempt_permit'),
    ('Every permit issued under this chapter shall require the permittee to sample each private well within 500 feet of the facility once a year.', 'Permits', 'exceeds'),
    ('Permits shall expire two years after issuance unless construction has begun.', 'Permits', 'not_covered'),
    ('The Department shall approve or deny a complete permit application within 60 days.', 'Permits', 'not_covered'),
    ('Conditions of Permit No. 2019-4 issued to Sunny Acres Dairy: 1. No manure shall be spread on the north 40 acres between November 15 and April 1.', 'Permits', 'exempt_permit'),
    ('The Land Conservation Department shall administer and enforce this chapter.', 'Administration', 'not_covered'),
    ('Any person aggrieved by a decision of the Department may appeal to the Board of Adjustment within 30 days.', 'Appeals', 'not_covered'),
    ('Variances from the performance standards may be granted only as provided in s. NR 151.097, Wis. Adm. Code.', 'Variances', 'consistent'),
    ('"Manure storage facility" means one or more structures or excavations used to store manure.', 'Definitions', 'not_covered'),
    ('"Unconfined manure pile" means a quantity of manure of 50 cubic feet or more that is not covered or contained.', 'Definitions', 'exceeds'),
    ('No person may mechanically apply manure on areas with less than 2 feet of soil over Silurian bedrock.', 'Silurian', 'consistent'),
    ('No person may mechanically apply manure on areas with less than 3 feet of soil over Silurian bedrock.', 'Silurian', 'exceeds'),
    ('From January 1 through April 15, no manure may be applied on land with less than 20 feet of soil over Silurian bedrock.', 'Silurian', 'exceeds'),
    ('Where the depth to Silurian bedrock is 2 to 3 feet, manure application shall not exceed the rates in Table 1 of s. NR 151.075.', 'Silurian', 'consistent'),
    ('Where the depth to Silurian bedrock is between 5 and 20 feet, liquid manure may not be applied at more than 10,000 gallons per acre in any week.', 'Silurian', 'exceeds'),
    ('Operators applying manure on Silurian bedrock areas shall notify the County 24 hours before each application and sample the nearest well each spring.', 'Silurian', 'exceeds'),
    ('Drill holes made for determining depth to bedrock shall be backfilled within 24 hours.', 'Silurian', 'exceeds'),
    ('Manure may not be applied to frozen or snow-covered ground unless it is injected or incorporated the same day.', 'Winter', 'exceeds'),
    ('Manure applied to frozen or snow-covered ground shall follow the restrictions of NRCS 590 for such application.', 'Winter', 'consistent'),
    ('No manure may be applied on frozen or snow-covered ground on slopes greater than 6 percent anywhere in the Town.', 'Winter', 'exceeds'),
    ('Liquid manure may be applied to frozen ground only at rates of 5,000 gallons per acre or less.', 'Winter', 'exceeds'),
    ('During February and March no manure may be spread on any field in the Town.', 'Winter', 'exceeds'),
    ('Operators shall have at least 180 days of manure storage so that no winter spreading is necessary.', 'Winter', 'exceeds'),
    ('An operator who intends to apply manure in winter shall notify the Department by telephone 24 hours before spreading.', 'Winter', 'not_covered'),
    ('Manure may not be applied within 1,000 feet of a lake unless it is injected.', 'Application', 'exceeds'),
    ('No manure shall be applied to fields where the Bray P-1 soil test phosphorus exceeds 75 ppm.', 'Application', 'exceeds'),
    ('Manure applications shall comply with the phosphorus management requirements of NRCS 590.', 'Application', 'consistent'),
    ('No feedlot or barnyard shall be located within 300 feet of any navigable stream or within any floodplain.', 'Feedlots', 'exceeds'),
    ('Feedlots shall be managed so that there is no direct runoff to waters of the state.', 'Feedlots', 'consistent'),
    ('Feedlots shall be managed so that no runoff leaves the property.', 'Feedlots', 'exceeds'),
    ('All existing feedlots within 1,000 feet of a lake shall be relocated by January 1, 2027.', 'Feedlots', 'exceeds'),
    ('Manure storage facilities shall have a synthetic liner and a leak detection system with monthly inspection.', 'Storage', 'exceeds'),
    ('The liner of every earthen storage facility shall meet the requirements of NRCS Standard 313.', 'Storage', 'consistent'),
    ('Earthen manure storage facilities are prohibited in the Town.', 'Storage', 'exceeds'),
    ('No manure storage facility larger than 1 million gallons may be constructed in the Town.', 'Storage', 'exceeds'),
    ('No manure may be stacked on the ground for more than 30 days.', 'Stacking', 'exceeds'),
    ('No unconfined manure pile may be located in a water quality management area.', 'Stacking', 'consistent'),
    # a variance on the NR 151.097 model in plain words
    ('The Committee may grant a variance if site conditions make it impossible to comply, you will use other practices '
     'that protect water just as well, and you did not create the conditions yourself. Cost alone is not a reason for '
     'a variance.', 'Can I get a variance?', 'consistent'),
    # a duty to collect feed-storage leachate, worded actively and routed to a 313 facility: NR 151.055 leaves the means open
    ('A paved silage bunker of one acre or more shall: collect its leachate and convey it to a storage facility designed under NRCS Standard 313.', 'Feed Storage', 'exceeds'),
    # 590's no-application distance covers every drinking-water well, public ones too: a shorter zone is no stricter
    ('No manure may be spread within 30 feet of a public water supply well.', 'Land Application', 'consistent'),
    # "encourages" and "not only" impose nothing (advisory)
    ('The County encourages every owner of a private well near a feedlot to have it tested each year for nitrate.', 'Well Testing', 'not_covered'),
    ('You are encouraged to inject manure on every field, not only the fields near the creek.', 'Application', 'not_covered'),
    # a variance granted by a board of appeals on the NR 151.097 tests is relief, not an appeal procedure (RUBRIC rule 18)
    ('The Zoning Board of Appeals may grant a variance from this chapter where strict compliance is impractical and the variance will not cause a violation of state water quality standards.', 'Variances', 'consistent'),
    # enforcement without notice for a repeated overflow, as NR 151.095(8)(b) allows (RUBRIC rule 19)
    ('Where the same owner has let a storage pit overflow before, the Department may begin enforcement for each later overflow without first giving notice.', 'Enforcement Without Prior Notice', 'consistent'),
    # a soil-test interval in months against 590's four years; the same interval written in months is no stricter
    ('Each field that receives manure shall be soil tested at least once in every 24 months.', 'Soil Testing', 'exceeds'),
    ('Soil tests relied on in the plan shall be no more than 48 months old.', 'Soil Testing', 'consistent'),
    # a calendar ban whose exception names an overflow is no overflow rule; in a karst overlay it is still a calendar ban
    ('No liquid manure shall be applied to land from December 1 through March 31, whether or not the ground is frozen, except as the department authorizes in writing to prevent an overflow.', 'Winter Application', 'exceeds'),
    ('No manure shall be mechanically applied in the karst overlay during the months of January, February and March.', 'Karst Overlay', 'exceeds'),
    # a bar written as what nothing allows; a fall start date that holds whatever the soil temperature
    ('Nothing in your plan or in this ordinance lets you spread liquid manure on frozen or snow-covered ground.', 'Winter Spreading', 'exceeds'),
    ('On soils with less than 20 inches to bedrock no manure may be applied before October 1 in any year, whatever the soil temperature.', 'Fall Application', 'exceeds'),
    # what NR 151.095 itself holds regardless of cost sharing: compliance once reached, and measures with no eligible costs
    ('Once an owner achieves compliance with this chapter, compliance shall be maintained by that owner and by any heir or later owner, whether or not cost sharing was received.', 'Maintaining Compliance', 'consistent'),
    ('Where the corrective measures involve no eligible costs, the notice shall so state, and the owner shall comply within the compliance period without regard to cost sharing.', 'No Eligible Costs', 'consistent'),
    # the state's imminent-threat trigger set aside for existing facilities, whatever notice the deadline runs from
    ('Each earthen facility in existence on June 24, 2015 shall be evaluated by an engineer; if it does not meet NRCS standard 313 the owner shall upgrade it within the compliance period stated in the notice. This section applies whether or not the facility poses an imminent threat.', 'Existing Facilities', 'exceeds'),
    ('No unconfined stack of animal waste shall be located within 1,000 feet of a navigable lake, pond or flowage or within 300 feet of a navigable river or stream.', 'Manure Stacks', 'consistent'),
    # a bracketed drafting note is the drafter's aside, not the rule: its winter dates set nothing
    # one of 590's practices kept for the whole SWQMA, the others gone; a winter ban named by the village limits
    ('Manure shall not be applied within three hundred (300) feet of a navigable stream or one thousand (1,000) feet of a navigable lake unless a permanent vegetated buffer at least fifty (50) feet wide lies between the application area and the water.', 'Nutrient Management', 'exceeds'),
    ('Within the village limits, no person shall apply manure between December 15 and March 15 of the following year.', 'Timing', 'exceeds'),
    ('No new feedlot, barnyard, animal lot or other outdoor area where livestock are confined and vegetation is not maintained shall be established in Zone A.', 'Zone A', 'exceeds'),
    ('When an earthen facility is closed, the owner shall also take soil cores at three locations in the former floor to a depth of 5 feet and file nitrate and phosphorus analyses of the cores with the department.', 'Closure', 'exceeds'),
    # relief from the local ban, however its conditions are worded; the plan's own fields and rates
    ('In an emergency, the Town Chair, after consulting the County Conservationist, may authorize a one-time application contrary to sub. (1) or (3), and shall specify the fields, amounts and dates to which the authorization applies.', 'Winter Spreading', 'not_covered'),
    ('The department may authorize application during the period in par. (a) when a facility has filled to its margin of safety level because of circumstances the operator could not foresee or control.', 'Emergency Application', 'not_covered'),
    ("An emergency application shall be made only on fields that the operator's nutrient management plan identifies as acceptable for winter application, and at rates within those the plan allows for frozen or snow-covered ground.", 'Emergency Application', 'consistent'),
    ('Application records required by NRCS 590 shall be kept for every field in the village and shall be produced to the Administrator upon request.', 'Nutrient Management', 'consistent'),
    ('Each operator shall follow a nutrient management plan that meets NRCS standard 590. [Drafting Note D: The Plan Commission also discussed a rule that no manure may be applied from December 15 through March 31.]', 'Nutrient Management', 'consistent'),
    # a band along the water kept clear of animals, whatever the cover: stricter than NR 151.08's sod-cover test
    ('Cattle may not be yarded or watered within seventy-five feet (75 ft.) of Brill Creek, except at a crossing built to NRCS technical standard 578.', 'Livestock Near Waters', 'exceeds'),
    ('Livestock shall not be given unlimited access to Brill Creek where high concentrations of animals keep the banks from holding adequate sod cover.', 'Livestock Near Waters', 'consistent'),
    # a diversion duty for lots upslope of a well "at any distance": the WQMA reaches only wells within its distance
    ('A feedlot, manure storage area or barnyard that lies upslope of any private or public well, at any distance, shall have clean water diverted away from it.', 'Clean Water', 'exceeds'),
    ('A feedlot that lies in a water quality management area shall have clean water diverted away from it.', 'Clean Water', 'consistent'),
    # numbered findings under "FINDINGS": facts about waters, wells and manure, ordering nothing (RUBRIC rule 1)
    ('Well tests arranged by the Town in 2019 and 2020 found nitrate above 10 milligrams per liter in private wells near fields that receive manure.', 'FINDINGS', 'not_covered'),
    ('Brill Creek and the sand aquifer under the Town are vulnerable to pollution from manure because of coarse soils and a shallow water table.', 'FINDINGS', 'not_covered'),
    ('No person shall apply manure within 500 feet of a private well.', 'FINDINGS', 'exceeds'),
    # a county ordinance "which incorporates without change" the state standards, adopted by reference: no manure is incorporated
    ('The Hollin County Animal Waste Ordinance, which incorporates without change the performance standards and prohibitions of ss. NR 151.02 to 151.08, Wis. Adm. Code, is adopted by reference.', 'Adoption by Reference', 'consistent'),
    # session 33: relief by a case-by-case release, and the terms set on it afterwards (RUBRIC rules 17, 18)
    ("Paragraph (a) does not apply to an application that the department authorizes in writing after finding that a storage facility has failed or is about to overflow.", 'Winter Period', 'not_covered'),
    ("The department may limit an authorization under par. (b) to particular fields, rates and days.", 'Winter Period', 'exempt_permit'),
    # a milking center's wastewater kept off the ground entirely and routed to storage or treatment (NR 151.055)
    ("Wastewater from a milking center may not be discharged onto the ground surface at any location, but shall be collected in a storage facility or treated in a system designed under the applicable NRCS technical standard.", 'Livestock Operations', 'exceeds'),
    # the plan duty with its preparer named: the duty decides (RUBRIC rule 23); pastures the state excuses reached
    ("The licensee shall land apply manure only under a nutrient management plan that is prepared by a qualified planner, conforms to NRCS standard 590 and s. ATCP 50.04(3), and is updated each year.", 'Nutrient Management', 'consistent'),
    ("The nutrient management plan shall include every pasture used by the licensee, even one stocked at not more than one animal unit per acre on which manure is not mechanically applied.", 'Nutrient Management', 'exceeds'),
    # a copy of records furnished on request (RUBRIC rule 9), and the state standards adopted under a scope heading
    ("A person who custom applies commercial fertilizer for hire shall furnish the department, on request, a copy of the application records for any field in the county.", 'Commercial Fertilizer', 'not_covered'),
    ("The performance standards and prohibitions of ss. NR 151.02 to 151.08, Wis. Adm. Code, as those rules may be amended from time to time, are adopted by reference and made a part of this chapter.", 'Applicability and Interpretation', 'consistent'),
    # the state's notice procedure for existing operations, under an enforcement heading (RUBRIC rule 19)
    ("When the Department finds that an existing livestock facility does not meet a performance standard, it shall notify the owner or operator in writing by certified mail, return receipt requested, or by personal delivery.", 'Notices of Noncompliance', 'consistent'),
    ("Notice Before Enforcement. The County shall issue a notice under s. 5.4 before beginning any enforcement action against the owner or operator of an existing facility, except in a case of repeated mismanagement.", 'Enforcement and Penalties', 'consistent'),
    # a storage facility's periodic inspection by an engineer, the facility named only by its liner
    ("At five-year intervals after completion the permittee shall have the facility inspected by a licensed professional engineer for cracking, seepage and liner damage, and shall repair any defect found.", 'Permits', 'exceeds'),
    # a construction site's erosion control is the non-agricultural model, whatever "stockpiles" it keeps off drainageways
    ("Each permitted construction site shall be managed under an erosion and sediment control plan that reduces the sediment load by 80 percent and keeps stockpiles away from drainageways.", 'Construction Site Performance Standards', 'not_covered'),
    # the state's own limit of the diversion near a well, said as the reach of the rule above (RUBRIC rule 5)
    ("Where a barnyard lies within the water quality management area only because of its nearness to a private well, par. (a) applies only if the barnyard is upslope of that well.", 'Clean Water Diversion', 'consistent'),
    # a modeled phosphorus load beside a conduit rule: the strictest part decides (RUBRIC rule 23)
    ("Every barnyard shall be managed so that its annual phosphorus runoff, as calculated with the BARNY model, does not exceed five pounds, and so that no barnyard runoff reaches a sinkhole.", 'Barnyard Runoff', 'exceeds'),
    # a compliance period capped at one year, its one extension bounded apart (RUBRIC rule 19)
    ("Compliance period. The compliance period in a notice under sub. (1) shall be not less than 60 days nor more than one year from the postmark date, and the Department may extend it once, by not more than six months.", 'Existing Livestock Facilities', 'exceeds'),
]


@pytest.mark.parametrize(("text", "heading", "verdict"), CASES)
def test_real_world_phrasing(text: str, heading: str, verdict: str) -> None:
    f = review_provisions(INFO, [Provision(id="p1", label="1", text=text, heading=heading)]).findings[0]
    assert f.verdict == verdict, f"{f.topic}: {f.reason}"


@pytest.mark.parametrize(("lead_in", "verdict"), [
    ("(C) SHALLOW SOILS. This subsection applies to the application of manure on land over Silurian bedrock. "
     "(2) Where the soil is at least three feet and less than five feet deep over bedrock:", "consistent"),
    ("(C) SHALLOW SOILS. This subsection applies to the application of manure on any field. "
     "(2) Where the soil is at least three feet and less than five feet deep over bedrock:", "exceeds"),
])
def test_a_lead_in_that_confines_a_subsection_to_silurian_bedrock_confines_its_backfill_rule(lead_in: str, verdict: str) -> None:
    p = Provision(id="p1", label="5(C)(2)(b)", lead_in=lead_in,
                  text="Any hole drilled or probed to verify the depth of soil shall be backfilled within 72 hours.")
    assert review_provisions(INFO, [p]).findings[0].verdict == verdict


@pytest.mark.parametrize(("text", "verdict"), [
    ("Not within 300 feet of any private well, and not within 1,000 feet of a municipal well.", "exceeds"),
    ("Not in the 300-foot stream or 1,000-foot lake area described in Standard 590 when the ground is frozen or "
     "snow-covered.", "consistent"),
])
def test_a_question_caption_is_the_sentence_its_answers_finish(text: str, verdict: str) -> None:
    """"Sec. 40-11 How close to a well may I spread manure?" over "(a) Not within 300 feet of ...": the answer
    repeats neither the verb nor the subject, which the question holds, as a list's lead-in would."""
    p = Provision(id="p1", label="Sec. 40-11(a)", lead_in="Sec. 40-11 How close to a well may I spread manure?"
                  if "well" in text else "Sec. 40-12 Can I spread on frozen or snow-covered ground?", text=text)
    assert review_provisions(INFO, [p]).findings[0].verdict == verdict


@pytest.mark.parametrize("mark", ["Staff note:", "Annotation:", "STAFF NOTE:"])
def test_a_staff_annotation_after_a_rule_is_no_part_of_it(mark: str) -> None:
    p = Provision(id="p1", label="1", text=f"No manure may be spread within 500 feet of a well. {mark} (1) restates NR 151.08; "
                  "the state requires an upgrade only when a facility poses an imminent threat.")
    assert "imminent" not in prepare(p).body


def test_a_liner_named_by_its_material_is_313_s_liner_rule() -> None:
    """"shall have a liner of reinforced concrete or of synthetic material, whatever the soils": the liner mandate
    313 does not make, cited to 313, not a duty the fallback names."""
    p = Provision(id="p1", label="1", heading="Permit conditions", text=(
        "A facility that holds liquid or semi-solid manure shall have a liner of reinforced concrete or of synthetic "
        "material, whatever the soils at the site."))
    f = review_provisions(INFO, [p]).findings[0]
    assert (f.verdict, f.topic) == ("exceeds", "storage_liner_requirement")


def test_a_question_caption_run_into_a_definitions_unit_is_its_caption() -> None:
    p = Provision(id="p1", label="Sec. 40-2", text=(
        "What words have special meanings? In this chapter: Conservationist means the County Conservationist. "
        "Water quality management area means the land within 1,000 feet of the ordinary high-water mark of a navigable "
        "lake, pond or flowage; the land within 500 feet of the ordinary high-water mark of a navigable river or "
        "stream; and any site susceptible to groundwater contamination."))
    f = review_provisions(INFO, [p]).findings[0]
    assert (f.verdict, f.basis) == ("exceeds", "trigger_definition")


def test_a_storage_ban_beside_a_stacking_ban_in_one_sentence_is_judged_as_the_storage_ban() -> None:
    p = Provision(id="p1", label="4.1", text="No manure storage structure shall be built, and no manure shall be stacked, "
                                             "anywhere in the creek corridor.")
    assert review_provisions(INFO, [p]).findings[0].verdict == "exceeds"


@pytest.mark.parametrize(("text", "verdict"), [
    ("KARST FEATURE - A sinkhole, swallet, spring, cave opening or fracture at the surface, any closed depression more "
     "than one foot deep whatever its size, and any tile inlet draining to one of those features.", "exceeds"),
    ("MANURE STORAGE FACILITY - An impoundment, tank, reception pit or stacking slab used to hold manure. The term also "
     "includes any place outside a building where manure is kept in a pile for more than 60 days in any year.",
     "exceeds"),
    ("MANURE STORAGE FACILITY - A pit, basin, tank or lagoon used to hold manure, not including a manure spreader or a "
     "stack in a field.", "not_covered"),
])
def test_definitions_that_widen_karst_features_and_storage_facilities(text: str, verdict: str) -> None:
    p = Provision(id="p1", label="3 F.", heading="Definitions", text=text)
    assert review_provisions(INFO, [p]).findings[0].verdict == verdict


# rules worded in ways the lexicon first missed (session 27), each beside a near miss where one shows the line
OTHER_WORDS = [
    # the storage period held by the structure itself, as a date window (RUBRIC rule 21)
    ("Every liquid storage facility shall hold at least all of the manure and wastewater generated from "
     "November 15 through April 15 of the following year.", "exceeds"),
    # a margin of safety that only says how the period is measured does not hide it (RUBRIC rule 23)
    ("Storage capacity for liquid manure shall be not less than seven months (210 days) of the manure the "
     "facility produces, measured with the margin of safety kept empty.", "exceeds"),
    # the idle period in other words, and in words and fractions
    ("A storage facility shall be closed according to NRCS standard 360 when the livestock operation ceases or "
     "when the facility has gone one and one-half years without manure being added or removed.", "exceeds"),
    ("A storage facility shall be closed according to NRCS standard 360 when it has gone thirty months without "
     "manure being added or removed.", "consistent"),
    ("The board shall hold a public hearing on each application received from May 1 through June 30.", "not_covered"),
    # a quoted term defined by "is ... when", and one that first adopts another code's definitions (RUBRIC rule 7)
    ('Substantially altered. A manure storage facility is "substantially altered" when its owner enlarges it so '
     'that its capacity grows by 15 percent or more.', "exceeds"),
    ('In this ordinance, terms defined in Chapter 18 of the County Code have the same meaning, except that a storage '
     'facility is "substantially altered" whenever its storage capacity is increased by more than ten percent (10%).',
     "exceeds"),
    # a pile ban drawn around the whole village, against one drawn around the state's water quality zone
    ("No unconfined manure pile shall be placed anywhere within the village limits, whatever its size or location.",
     "exceeds"),
    ("You may not keep a manure pile anywhere in the water quality zone.", "consistent"),
    # a design storm with its duration first and its recurrence interval after
    ("Every waste storage facility permitted after March 10, 2009 shall be designed with capacity to contain the rain "
     "and runoff from a storm of 24 hours' duration and a 100-year recurrence interval.", "exceeds"),
    # field stacking of "solid waste" limited in time everywhere, the WQMA named only to be set aside
    ("Solid waste that is not in a stacking facility may be stacked on a field for no more than sixty (60) days in any "
     "year, whether or not the site is in a water quality management area.", "exceeds"),
    # a leaking existing facility ordered repaired or replaced, in the passive: more than the imminent-threat trigger
    ("An existing facility that leaks or discharges shall be repaired or replaced within the time set by the Board in a "
     "written order.", "exceeds"),
    # rates and crediting left to the nutrient management plan restate the plan duty
    ("Irrigated material shall be applied only to the fields, and only at the rates, that the nutrient management plan "
     "required by Section 7(A) provides for.", "consistent"),
    ("When digestate is spread, the nutrient management plan under which it is spread shall account for the nitrogen "
     "and phosphorus that every feedstock contributed to it.", "consistent"),
    # a band named for its vegetation is no sod-cover test; "whatever the vegetative cover" sets the test aside
    ("Livestock shall not be pastured, confined or watered within the vegetation protection area, except on a stream "
     "crossing built and maintained to NRCS Standard 578.", "exceeds"),
    ("Livestock shall be excluded from the area within 35 feet of any stream, whatever the vegetative cover.", "exceeds"),
    ("Livestock shall not be pastured within the shore area where sod cannot be maintained.", "consistent"),
    # the sod-cover test in other words keeps the rule at the state's (narrower still: below the floor)
    ("Where a licensee's livestock have caused bare, eroding stream bank along more than 100 continuous feet of a "
     "stream, the licensee shall fence the animals out of that reach, except at a stabilized crossing.", "consistent"),
    # "one of the practices that NRCS Standard 590 allows, such as ..." leaves the menu open
    ("Manure applied within 300 feet of a navigable stream shall be managed by at least one of the practices that NRCS "
     "Standard 590 allows in that area, such as incorporation within 72 hours or a permanent vegetative buffer.",
     "consistent"),
    ("Within three hundred feet of a stream, manure spread on unfrozen ground shall be covered by one of the practices the "
     "590 standard lists for that area, such as incorporation within seventy-two hours or a permanent vegetated buffer.",
     "consistent"),
    # every tile inlet, whatever it drains to, is more than the state's conduit prong
    ("No manure stack shall be placed within 300 feet upslope or 100 feet downslope of a sinkhole or a tile inlet, "
     "whether the tile line outlets to groundwater or to a ditch or stream.", "exceeds"),
    ("No manure stack shall be placed within 300 feet upslope or 100 feet downslope of a sinkhole or a tile inlet that "
     "discharges to groundwater.", "consistent"),
]


@pytest.mark.parametrize(("text", "verdict"), OTHER_WORDS)
def test_rules_in_other_words(text: str, verdict: str) -> None:
    p = Provision(id="p1", label="4.1", text=text)
    assert review_provisions(INFO, [p]).findings[0].verdict == verdict


# a town's modifications of a county model ordinance: the quoted text is the rule, a repeal imposes nothing, and a
# repealed exception described beside its number is gone (RUBRIC rules 4(c), 7, 8)
MODIFICATIONS = [
    ('Section 3.07 of the model ordinance is amended to read: "3.07 \'Substantially altered\' means an enlargement of '
     'a storage facility by ten percent (10%) or more of its capacity."', "exceeds"),
    ('Section 4.1 of the model ordinance is amended to add: "A permit is also required before any transfer pipeline is '
     'laid to a storage facility."', "not_covered"),
    ("Section 8.2 of the model ordinance, requiring a monitoring well beside every earthen pit, is repealed and does not "
     "apply in the Village.", "not_covered"),
    ("Section 6.4 of the model ordinance, allowing an owner to keep an unused storage facility for later use, is "
     "repealed. Every unused facility shall be closed as Section 6.1 provides, and no retention may be allowed.", "exceeds"),
]


SITING_AND_ACCESS = [
    # "not less than" a distance from the water is a setback; a lot held in winter is a livestock structure
    ("A feedlot built after 2016 shall be located not less than six hundred (600) feet from a navigable stream.", "exceeds"),
    ("No area used to feed or confine cattle during the winter months shall lie within 400 feet of any creek.", "exceeds"),
    # all runoff from a lot of a given size collected or treated: a practice mandate, whatever standard it names
    ("Runoff from every feedlot holding fifty (50) or more animal units shall be captured in storage or passed through "
     "a treatment area built to NRCS technical standard 635.", "exceeds"),
    # grazing beside a stream on condition of a plan is an added duty; the sod-cover prohibition alone is the state's
    ("Cattle may be pastured within fifty (50) feet of a creek only under a prescribed grazing plan approved by the "
     "conservationist.", "exceeds"),
    # the time to finish a closure once it is due is no stricter; a list's lead-in leaves the rule to its item
    ("The owner shall finish closing the pit within sixty (60) days after the pit must be closed.", "consistent"),
]


@pytest.mark.parametrize(("text", "verdict"), MODIFICATIONS + SITING_AND_ACCESS)
def test_model_modifications_siting_access_and_closure(text: str, verdict: str) -> None:
    p = Provision(id="p1", label="Section 3(4)", text=text)
    assert review_provisions(INFO, [p]).findings[0].verdict == verdict


def test_a_list_item_is_judged_on_its_own_rule_not_on_the_lead_in() -> None:
    """"Every facility built or substantially altered after 2018 shall meet all of the following:" introduces the
    rules; the item "Within 1,500 feet of a municipal well" is a siting ban, not the altered-facility restatement."""
    lead = "Every storage facility built or substantially altered after 2018 shall meet all of the following: It shall not be located:"
    p = Provision(id="p1", label="(4)a.", text="Within 1,500 feet of any municipal water supply well; or", lead_in=lead)
    assert review_provisions(INFO, [p]).findings[0].verdict == "exceeds"


def test_a_rule_on_fields_that_receive_no_animal_waste_is_a_cropping_rule() -> None:
    p = Provision(id="p1", label="E.4.", text="On fields to which no animal waste is applied, commercial nitrogen shall "
                  "not be applied above the soil test recommendation.")
    assert review_provisions(INFO, [p]).findings[0].verdict == "exempt_cropping"


def test_a_strip_of_vegetation_along_streams_on_cropland_is_a_tillage_setback() -> None:
    """A grass strip kept on cropland beside the water is NR 151.03's subject (a tillage setback, 5 to 20 feet): a
    cropping practice, exempt unless tied to the livestock operation's manure."""
    unmanured = Provision(id="p1", label="(f)", text="On cropland that gets no manure, a strip of permanent grass at "
                          "least thirty (30) feet wide shall be kept along every perennial creek.")
    manured = Provision(id="p1", label="(f)", text="On cropland to which manure is applied, a strip of permanent grass "
                        "at least thirty (30) feet wide shall be kept along every perennial creek.")
    assert review_provisions(INFO, [unmanured]).findings[0].verdict == "exempt_cropping"
    assert review_provisions(INFO, [manured]).findings[0].verdict == "exceeds"


def test_a_definition_that_names_the_restating_rule_it_serves_carries_the_exceedance() -> None:
    """A pile defined at 50 cubic feet "as used in the prohibitions adopted in s. 17.45(1)(b)", where 17.45(1)(b) only
    adopts the state's prohibitions: the moved trigger widens that rule, so the definition exceeds (RUBRIC rule 7),
    even though another pile rule of the ordinance exceeds on its own; a definition that cites a unit only for how a
    thing is done ("as provided in section 17.46") serves no rule it names."""
    definition = Provision(id="p1", label="17.42(4)", heading="DEFINITIONS", text=(
        '"Unconfined manure pile," as the term is used in the prohibitions adopted in s. 17.45(1)(b), means any quantity '
        'of manure of fifty (50) cubic feet or more stored on the ground surface, regardless of its depth.'))
    restating = Provision(id="p2", label="17.45(1)(b)", text=(
        "Each livestock operation shall comply with the prohibitions in s. NR 151.08, Wis. Adm. Code, which are "
        "incorporated in this section by reference."))
    stricter = Provision(id="p3", label="17.45(2)(a)", text=(
        "No manure may be stacked within 1,500 feet of a navigable lake, whatever the size of the pile."))
    citing = definition.model_copy(update={"text": (
        '"Unconfined manure pile" means any quantity of manure of fifty (50) cubic feet or more stored on the ground '
        'surface, removed as provided in section 17.45(1)(b).')})
    verdicts = {f.label: f.verdict for f in review_provisions(INFO, [definition, restating, stricter]).findings}
    assert verdicts["17.42(4)"] == "exceeds" and verdicts["17.45(1)(b)"] == "consistent"
    cited = {f.label: f.verdict for f in review_provisions(INFO, [citing, restating, stricter]).findings}
    assert cited["17.42(4)"] == "not_covered"
    # (or the definition says what it governs: "... including the prohibitions adopted by reference in s. 17.45(1)(b)")
    governs = definition.model_copy(update={"text": (
        '"Unconfined manure pile" means a quantity of manure of fifty (50) cubic feet or more stored on the ground '
        "surface. This definition governs this ordinance, including the prohibitions adopted by reference in s. "
        "17.45(1)(b).")})
    governed = {f.label: f.verdict for f in review_provisions(INFO, [governs, restating, stricter]).findings}
    assert governed["17.42(4)"] == "exceeds"


def test_a_facility_deemed_idle_after_a_period_is_read_with_the_closure_rule_counting_from_it() -> None:
    """ "... for twelve (12) consecutive months shall be deemed idle" beside "An idle facility shall be closed ... within
    twelve (12) months after the date on which it became idle": 24 months in all, the state's (RUBRIC rule 20)."""
    idle = Provision(id="p1", label="E.(1)", heading="Idle facilities and closure", text=(
        "A manure storage facility into which no manure has been added, and from which no manure has been removed, for "
        "twelve (12) consecutive months shall be deemed idle."))
    close = Provision(id="p2", label="E.(2)", heading="Idle facilities and closure", text=(
        "An idle facility shall be closed in accordance with NRCS Code 360 within twelve (12) months after the date on "
        "which it became idle."))
    verdicts = {f.label: f.verdict for f in review_provisions(INFO, [idle, close]).findings}
    assert verdicts == {"E.(1)": "consistent", "E.(2)": "consistent"}


def test_a_plain_language_permit_and_a_structure_kept_in_place_rest_on_their_own_rules() -> None:
    """ "You must get a ... permit" is the permit requirement and a facility "in place on" a date that "does not meet
    Table 4-1" is nonconforming relief: both were not_covered before only because no rule placed them (the fallback),
    so a reviewer saw no rule named; every verdict names the rule it rests on."""
    permit = Provision(id="p1", label="2.1", heading="Who needs a permit?", text=(
        "You must get a manure storage permit from the Department before you build or substantially alter a pit."))
    kept = Provision(id="p2", label="4.3.3", heading="Location", text=(
        "A manure storage facility lawfully in place on May 1, 2010 that does not meet Table 3-2 may continue in use and "
        "may be repaired within its footprint."))
    topics = {f.label: f.topic for f in review_provisions(INFO, [permit, kept]).findings}
    assert topics == {"2.1": "permit_requirement", "4.3.3": "nonconforming_structure_relief"}


def test_an_idle_period_defined_first_after_a_definitions_lead_counts_with_the_closure_window() -> None:
    """ "DEFINITIONS In this chapter: Abandoned storage facility. A manure storage facility that has not received manure
    for twelve (12) consecutive months." then "An abandoned storage facility shall be closed within ninety (90) days after
    it becomes abandoned": read together, 15 months against the state's 24 (RUBRIC rule 20); the first entry, after the
    block's lead, was not read as the term's definition, so the window alone looked like the state's."""
    defs = Provision(id="p1", label="7.2", heading="Definitions", text=(
        "DEFINITIONS In this chapter: Abandoned storage facility. A manure storage facility that has not received manure "
        "for twelve (12) consecutive months. Animal unit. Has the meaning given in s. NR 243.03(3), Wis. Adm. Code."))
    close = Provision(id="p2", label="7.3.4(a)", heading="Closure", text=(
        "An abandoned storage facility shall be closed within ninety (90) days after it becomes abandoned."))
    verdicts = {f.label: f.verdict for f in review_provisions(INFO, [defs, close]).findings}
    assert verdicts["7.3.4(a)"] == "exceeds"


def test_rows_of_distances_set_with_dot_leaders_under_a_lead_in_are_siting_setbacks() -> None:
    """ "a. The following minimum distances apply to every new ... manure storage facility and feedlot:" over "(3)  From a
    private well not owned by the operator ........ 500 feet": the leaders are no stops, and "minimum distances apply to"
    sets the rows as setbacks; a well row is a structure's setback from a well (RUBRIC rule 12)."""
    p = Provision(id="p1", label="C.4 a.(3)", heading="Setbacks", text="From a private well not owned by the operator ........ 500 feet",
                  lead_in="C.4. Setbacks. a. The following minimum distances apply to every new or expanded manure storage "
                          "facility and feedlot:")
    assert review_provisions(INFO, [p]).findings[0].verdict == "exceeds"


STORM = ("Under every option, a facility constructed or substantially altered under this article shall include the volume "
         "of runoff and precipitation from the 25-year, 24-hour storm in addition to its storage volume.")


@pytest.mark.parametrize(("info", "verdict"), [
    # enacted in 2008: the rule reached facilities built from 2008, before the state's January 1, 2011 start
    (DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2008, 10, 21)), "exceeds"),
    # enacted after the state's start: the state's own storm
    (DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2014, 3, 4)), "consistent"),
    # enacted before and amended since, the unit's own date unknown: no reach is read into it
    (DocumentInfo(filename="t.pdf", pages=1, enacted=dt.date(2008, 10, 21), amended=[dt.date(2017, 5, 16)]), "consistent"),
    # no date at all
    (INFO, "consistent"),
])
def test_a_storm_rule_naming_no_date_reaches_what_is_built_from_its_enactment(info: DocumentInfo, verdict: str) -> None:
    f = review_provisions(info, [Provision(id="p1", label="38-71(b)", text=STORM, heading="Design options")]).findings[0]
    assert f.verdict == verdict, f.reason


def test_a_closure_deadline_counted_from_the_defined_abandonment_reads_with_it() -> None:
    """RUBRIC rule 20: "abandoned" defined at 16 months and closure 90 days after come to about 19 months, sooner than
    the state's 24; the definition only feeds that rule and stays not covered (rule 7)."""
    provisions = [
        Provision(id="p1", label="2.1", heading="DEFINITIONS",
                  text='"Abandoned" describes a manure storage facility that has received no manure for sixteen (16) '
                       "consecutive months."),
        Provision(id="p2", label="3.10", heading="MANURE STORAGE FACILITIES",
                  text="A manure storage facility that has been abandoned shall be closed within ninety (90) days "
                       "thereafter in accordance with NRCS Technical Standard 360."),
    ]
    verdicts = {f.label: f.verdict for f in review_provisions(INFO, provisions).findings}
    assert verdicts == {"2.1": "not_covered", "3.10": "exceeds"}
