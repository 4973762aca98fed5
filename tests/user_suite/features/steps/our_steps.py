"""A step of our own, on top of the oracle's vocabulary."""

from oracle.bdd.steps import given


@given("our cowboy waits at our fence")
def step_our_fence(context):
    """Our own named table (scenarios/lotow/our-fence.yaml)."""
    context.world.load_table("lotow/our-fence")
