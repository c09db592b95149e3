"""fairlearn's rates of a binary classifier, the oracle of
tests/kinds/binary_classification/test_binary_classification.py and bench/bench_binary.py:
its true/false positive/negative rates and selection rate,
sklearn's precision and accuracy, and NPV, FDR, FOR from sklearn's confusion matrix."""

import numpy as np


def fairlearn_metrics():
    from fairlearn import metrics as fm
    from sklearn.metrics import accuracy_score, confusion_matrix, precision_score

    def cm(y, p):
        tn, fp, fn, tp = confusion_matrix(y, p, labels=[0, 1]).ravel()
        return tp, fp, tn, fn

    def npv(y, p):
        tp, fp, tn, fn = cm(y, p)
        return tn / (tn + fn)

    def fdr(y, p):
        tp, fp, tn, fn = cm(y, p)
        return fp / (tp + fp)

    def for_(y, p):
        tp, fp, tn, fn = cm(y, p)
        return fn / (tn + fn)

    return {
        "tpr": fm.true_positive_rate,
        "fpr": fm.false_positive_rate,
        "fnr": fm.false_negative_rate,
        "tnr": fm.true_negative_rate,
        "precision": lambda y, p: precision_score(y, p, zero_division=np.nan),
        "npv": npv,
        "fdr": fdr,
        "for": for_,
        "selection_rate": fm.selection_rate,
        "accuracy": accuracy_score,
    }
