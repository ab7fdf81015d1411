#import <UIKit/UIKit.h>

/// The list of recipes; detail screens unwind to it.
@interface RecipeListViewController : UITableViewController

- (IBAction)unwindToList:(UIStoryboardSegue *)segue;
- (IBAction)unwindToList:(UIStoryboardSegue *)segue animated:(BOOL)animated;

@end
