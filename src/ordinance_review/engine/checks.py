"""The registry of comparisons: the `check:` names of `reference/rules/topics.yaml` and the functions that run them."""

from __future__ import annotations

from ordinance_review.engine import checks_closure, checks_figure, checks_land, checks_other, checks_storage
from ordinance_review.engine.result import Check

CHECKS: dict[str, Check] = {
    "figure": checks_figure.check_figure,  # one local figure against one catalog figure (data only)
    "closure_period": checks_closure.check_closure_period,
    "freeboard": checks_storage.check_freeboard,
    "design_storm": checks_storage.check_design_storm,
    "storage_days": checks_storage.check_storage_days,
    "pile_location": checks_storage.check_pile_location,
    "well_setback_structure": checks_storage.check_well_setback_structure,
    "water_setback_structure": checks_storage.check_water_setback_structure,
    "conduit_setback": checks_storage.check_conduit_setback,
    "fall_nitrogen": checks_land.check_fall_nitrogen,
    "gw_sensitive_area": checks_land.check_gw_sensitive_area,
    "bedrock": checks_storage.check_bedrock,
    "drill_hole_backfill": checks_storage.check_drill_hole_backfill,
    "well_setback_spreading": checks_land.check_well_setback_spreading,
    "winter": checks_land.check_winter,
    "incorporation": checks_land.check_incorporation,
    "swqma_practices": checks_land.check_swqma_practices,
    "spreading_water_setback": checks_land.check_spreading_water_setback,
    "stp_ceiling": checks_land.check_stp_ceiling,
    "phosphorus_index": checks_land.check_phosphorus_index,
    "accounting_period": checks_land.check_accounting_period,
    "soil_test": checks_land.check_soil_test,
    "nmp_pastures": checks_land.check_nmp_pastures,
    "nmp_scope": checks_land.check_nmp_scope,
    "tillage": checks_land.check_tillage,
    "erosion": checks_land.check_erosion,
    "process_wastewater": checks_other.check_process_wastewater,
    "clean_water_diversion": checks_other.check_clean_water_diversion,
    "barnyard_runoff": checks_other.check_barnyard_runoff,
    "livestock_access": checks_other.check_livestock_access,
    "variance": checks_other.check_variance,
    "compliance_period": checks_other.check_compliance_period,
}
