from ordinance_review.cli import main

raise SystemExit(main())
