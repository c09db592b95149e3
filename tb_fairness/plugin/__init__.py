"""The TensorBoard plugin backend of the Fairness tab."""

from tb_fairness.plugin.plugin import FairnessLoader, FairnessPlugin

__all__ = ["FairnessLoader", "FairnessPlugin"]
